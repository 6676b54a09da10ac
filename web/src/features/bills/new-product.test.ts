import { describe, expect, it } from 'vitest';
import { checkProduct, productValuesOf } from './new-product';
import { reviewValuesOf } from './review-values';
import { bill, medicalBill, text } from './test/bill-fixtures';

const [syrupLine, paracetamolLine] = reviewValuesOf(bill({ line_matches: [null, null] }), []).items;
if (!syrupLine || !paracetamolLine) throw new Error('the fixture has two lines');

describe("a product for a bill's line", () => {
  it("takes the line's words, unit, HSN and tax rate", () => {
    expect(productValuesOf(syrupLine, medicalBill.lines[0])).toEqual({
      name: 'Cough Syrup 100 ml',
      unit: 'BTL',
      hsn_code: '30049011',
      tax_rate: '12',
      taxability: 'Taxable',
      batch_tracked: false,
    });
    expect(productValuesOf({ ...paracetamolLine, tax_rate: '' }, medicalBill.lines[1])).toMatchObject({
      name: 'Paracetamol 500 mg strip',
      unit: 'NOS',
      taxability: 'Exempt',
    });
  });

  it('is created with its tax details only when the company charges tax', () => {
    const values = productValuesOf(syrupLine, medicalBill.lines[0]);
    expect(checkProduct(values, 'c-1', true)).toEqual({
      ok: true,
      input: {
        company_id: 'c-1',
        stock_item_name: 'Cough Syrup 100 ml',
        unit: 'BTL',
        batch_tracked: false,
        hsn_code: '30049011',
        taxability: 'Taxable',
        tax_rate: '12',
      },
    });
    expect(checkProduct(values, 'c-1', false)).toEqual({
      ok: true,
      input: { company_id: 'c-1', stock_item_name: 'Cough Syrup 100 ml', unit: 'BTL', batch_tracked: false },
    });
  });

  it('keeps batches when the bill printed a batch for the line (issue 34)', () => {
    const [syrupRead] = medicalBill.lines;
    if (!syrupRead) throw new Error('the fixture has two lines');
    expect(productValuesOf(syrupLine, { ...syrupRead, batch: text('CS2406A') }).batch_tracked).toBe(true);
  });

  it('asks for the HSN/SAC code the bill did not print, and a rate for a taxable product', () => {
    const values = productValuesOf(paracetamolLine, medicalBill.lines[1]);
    expect(checkProduct({ ...values, tax_rate: '0', taxability: 'Taxable' }, 'c-1', true)).toEqual({
      ok: false,
      issues: [
        { field: 'hsn_code', message: 'HSN code is required' },
        { field: 'tax_rate', message: 'Tax percentage is required' },
      ],
    });
  });
});
