import { describe, expect, it } from 'vitest';
import type { DraftLine, ReadNumber } from '@app/shared/bills/bill-draft';
import { billDraftFromExpense } from './bill-draft-from-expense';
import { draftProblems } from './draft-problems';
import { blankDraft } from './test/expense-builder';
import { textractResponse } from './test/textract-samples';

const figure = (value: number): ReadNumber => ({ value, confidence: 95, region: null });
const line = (amount: number): DraftLine => ({
  description: { value: 'Item', confidence: 95, region: null },
  hsn_code: null,
  quantity: null,
  unit: null,
  rate: null,
  tax_rate: null,
  amount: figure(amount),
});
const draft = blankDraft;

describe('draftProblems', () => {
  it('finds nothing wrong with the real bills that add up', () => {
    for (const name of [
      'invoice-expense-response.json',
      'test_analyze_expense_from_path.json',
      'analyzeExpenseResponse-multipage.json',
      'test_trp2_expense_sample2.json',
    ]) {
      expect(draftProblems(billDraftFromExpense(textractResponse(name)))).toEqual([]);
    }
  });

  it('flags the statement whose items add up to its charges, not to the amount due after adjustments', () => {
    expect(draftProblems(billDraftFromExpense(textractResponse('test_trp2_expense_sample4.json')))).toEqual([
      { field: 'grand_total', message: "The items add up to 5,680.81 but the bill's total is 4,544.65" },
    ]);
  });

  it('flags items that do not add up to the subtotal, in Indian figures', () => {
    const problems = draftProblems(draft({ lines: [line(700), line(500)], subtotal: figure(1250) }));
    expect(problems).toEqual([
      { field: 'subtotal', message: "The items add up to 1,200.00 but the bill's subtotal is 1,250.00" },
    ]);
    const lakhs = draftProblems(draft({ lines: [line(100000), line(33662)], subtotal: figure(143662) }));
    expect(lakhs[0]?.message).toBe("The items add up to 1,33,662.00 but the bill's subtotal is 1,43,662.00");
  });

  it('allows one rupee or 0.5%, whichever is more', () => {
    expect(draftProblems(draft({ lines: [line(99.2)], subtotal: figure(100) }))).toEqual([]);
    expect(draftProblems(draft({ lines: [line(98.5)], subtotal: figure(100) }))).toHaveLength(1);
    expect(draftProblems(draft({ lines: [line(99600)], subtotal: figure(100000) }))).toEqual([]);
    expect(draftProblems(draft({ lines: [line(99400)], subtotal: figure(100000) }))).toHaveLength(1);
  });

  it('accepts item amounts that include tax', () => {
    const taxIncluded = { lines: [line(1120)], cgst: figure(60), sgst: figure(60), grand_total: figure(1120) };
    expect(draftProblems(draft({ ...taxIncluded, subtotal: figure(1000) }))).toEqual([]);
    expect(draftProblems(draft(taxIncluded))).toEqual([]);
  });

  it('flags a grand total that is not subtotal + taxes + round off', () => {
    const problems = draftProblems(
      draft({
        subtotal: figure(133662),
        cgst: figure(8019.72),
        sgst: figure(8019.72),
        round_off: figure(-0.44),
        grand_total: figure(150701),
      }),
    );
    expect(problems).toEqual([
      {
        field: 'grand_total',
        message: "The subtotal, taxes and round off add up to 1,49,701.00 but the bill's total is 1,50,701.00",
      },
    ]);
    expect(draftProblems(draft({ subtotal: figure(100), grand_total: figure(118) }))[0]?.message).toBe(
      "The subtotal is 100.00 but the bill's total is 118.00",
    );
  });

  it('flags taxes that disagree with each other', () => {
    expect(draftProblems(draft({ cgst: figure(90), sgst: figure(90), tax_total: figure(200) }))).toEqual([
      { field: 'tax_total', message: "CGST and SGST add up to 180.00 but the bill's total tax is 200.00" },
    ]);
    expect(draftProblems(draft({ cgst: figure(90), sgst: figure(80) }))).toEqual([
      { field: 'sgst', message: 'CGST is 90.00 but SGST is 80.00; a bill within one state charges them equally' },
    ]);
    expect(draftProblems(draft({ igst: figure(180), cgst: figure(90) }))).toContainEqual({
      field: 'igst',
      message: 'The bill charges IGST as well as CGST or SGST; a bill charges IGST or CGST and SGST, not both',
    });
  });

  it('checks nothing the bill did not print', () => {
    expect(draftProblems(draft({}))).toEqual([]);
    expect(draftProblems(draft({ grand_total: figure(500) }))).toEqual([]);
  });
});
