import type { GetExpenseAnalysisCommandOutput } from '@aws-sdk/client-textract';
import { describe, expect, it } from 'vitest';
import { type BillDraft, billDraftSchema } from '@app/shared/bills/bill-draft';
import { billDraftFromExpense } from './bill-draft-from-expense';
import { ALL_RESPONSES, type ExpectedBill, expectedBill, textractResponse } from './test/textract-samples';
import { blankDraft } from './test/expense-builder';

const draftOf = (name: string) => billDraftFromExpense(textractResponse(name));
const valueOf = (read: { value: number | string } | null) => read?.value ?? null;

/** A draft in the shape of the `*.expected.json` files, for the fields both hold. */
const asExpected = (draft: BillDraft): Omit<ExpectedBill, 'tax_id'> => ({
  supplier_name: draft.supplier_name?.value ?? '',
  invoice_number: draft.bill_number?.value ?? '',
  invoice_date: draft.bill_date?.value ?? '',
  line_items: draft.lines.map((line) => ({
    description: line.description.value,
    qty: line.quantity?.value ?? null,
    rate: line.rate?.value ?? null,
    amount: line.amount.value,
  })),
  subtotal: draft.subtotal?.value ?? 0,
  tax_total: draft.tax_total?.value ?? 0,
  grand_total: draft.grand_total?.value ?? 0,
});

describe('billDraftFromExpense on real AnalyzeExpense responses read by hand', () => {
  it('reads the default invoice (default_invoice_1.png) as a person did', () => {
    const { tax_id, ...expected } = expectedBill('default_invoice_1.expected.json');
    const draft = draftOf('invoice-expense-response.json');
    expect(asExpected(draft)).toEqual(expected);
    // Its 'VAT ID: 12-3456789' is a foreign tax id, not a GSTIN: the draft leaves the GSTIN empty.
    expect(tax_id).toBe('12-3456789');
    expect(draft.supplier_gstin).toBeNull();
    // No VENDOR_NAME: the name is the bare 'Amazon.com' printed under the logo, read at 34% confidence.
    expect(draft.supplier_name).toMatchObject({ value: 'Amazon.com', confidence: expect.closeTo(34, 0) as number });
    expect([draft.cgst, draft.sgst, draft.igst, draft.round_off]).toEqual([null, null, null, null]);
    expect(draft.pages).toBe(1);
  });

  it('reads the store receipt (receipt.jpg) as a person did, its 12/07/2019 as 7 December (a dollar bill)', () => {
    const { tax_id, ...expected } = expectedBill('receipt.expected.json');
    const draft = draftOf('test_analyze_expense_from_path.json');
    expect(asExpected(draft)).toEqual(expected);
    expect(tax_id).toBeNull();
    expect(draft.supplier_gstin).toBeNull();
  });

  it('keeps where each figure was read and how surely', () => {
    const draft = draftOf('test_analyze_expense_from_path.json');
    expect(draft.grand_total).toEqual({
      value: 1810.46,
      confidence: 99.92625427246094,
      region: {
        page: 1,
        left: 0.6468873023986816,
        top: 0.3292751610279083,
        width: 0.18925082683563232,
        height: 0.019461849704384804,
      },
    });
    // Two VENDOR_NAMEs: the more confident one.
    expect(draft.supplier_name?.value).toBe('MEGA MARKET PLUS');
    expect(draft.supplier_name?.confidence).toBe(99.97384643554688);
  });

  it('merges a two-page GetExpenseAnalysis result, whose TOTAL is only on page 2', () => {
    const result: GetExpenseAnalysisCommandOutput = {
      $metadata: {},
      ...textractResponse('analyzeExpenseResponse-multipage.json'),
    };
    const draft = billDraftFromExpense(result);
    expect(draft.pages).toBe(2);
    expect(draft.grand_total).toMatchObject({ value: 5715, region: { page: 2 } });
    expect(draft.lines.map((line) => [line.quantity?.value, line.amount.value, line.amount.region?.page])).toEqual([
      [3, 1350, 1],
      [4.5, 495, 1],
      [10, 1100, 1],
      [6, 660, 1],
      [4.5, 495, 1],
      [2, 220, 2],
      [3, 900, 2],
      [4.5, 495, 2],
    ]);
    expect(draft.lines[0]?.description.value).toBe(
      'ACP101 Accounting Package Annual Subscription to Premier Version with Tax, Inventory and Payroll Plugins',
    );
    // 'META\n-' read on both pages: the noise line dropped, page 2's surer reading kept.
    expect(draft.supplier_name).toMatchObject({ value: 'META', region: { page: 2 } });
    expect(valueOf(draft.bill_number)).toBe('00000135');
    expect(valueOf(draft.bill_date)).toBe('2020-03-12');
  });

  it('reads the hospital bill: 21 charge lines, negative adjustments included, and the total due', () => {
    const draft = draftOf('test_trp2_expense_sample1.json');
    expect(draft.lines).toHaveLength(21);
    expect(draft.lines.map((line) => line.amount.value).slice(-3)).toEqual([0, 18930.54, -242]);
    // '300-00' is 300.00 with its point misread.
    expect(draft.lines.find((line) => line.description.value === 'PHYSICAL THERAPY EVALUATE')?.amount.value).toBe(300);
    expect(valueOf(draft.grand_total)).toBe(50);
    expect(draft.supplier_name).toBeNull();
  });

  it('reads the store receipt sample: 3 lines adding up to its 38.48 total, tax 0.00', () => {
    const draft = draftOf('test_trp2_expense_sample2.json');
    expect(draft.lines.map((line) => [line.description.value, line.amount.value])).toEqual([
      ['BNLS/SL BRST', 22.1],
      ['GRAPE TOMATO', 5.99],
      ['KS BUTTER', 10.39],
    ]);
    expect([valueOf(draft.subtotal), valueOf(draft.tax_total), valueOf(draft.grand_total)]).toEqual([38.48, 0, 38.48]);
    expect(draft.supplier_name).toMatchObject({ value: 'costco', confidence: expect.closeTo(24, 0) as number });
    // Its item numbers ('E 33841') are no HSN codes: a dollar receipt is no GST bill.
    expect(draft.lines.every((line) => line.hsn_code === null)).toBe(true);
  });

  it('reads the clinic invoice: number without its label, one line priced by TOTAL fields, total 60.00', () => {
    const draft = draftOf('test_trp2_expense_sample3.json');
    expect(valueOf(draft.bill_number)).toBe('1258');
    expect(valueOf(draft.supplier_name)).toBe('Demo Clinic');
    expect(valueOf(draft.grand_total)).toBe(60);
    expect(draft.lines).toHaveLength(1);
    expect(draft.lines[0]).toMatchObject({
      description: { value: 'Chiropractic manipulative treatment (CMT); spinal, three to four regions' },
      quantity: { value: 1 },
      amount: { value: 60 },
    });
  });

  it("reads the medical statement's amount due over its gross charges, and its 01/13/17 date", () => {
    const draft = draftOf('test_trp2_expense_sample4.json');
    expect(valueOf(draft.grand_total)).toBe(4544.65);
    expect(valueOf(draft.bill_date)).toBe('2017-01-13');
    expect(draft.lines.map((line) => [line.description.value, line.quantity?.value, line.amount.value])).toEqual([
      ['Pharmacy', 3, 264.5],
      ['Med/Surg Supplies and Devices', 2, 87.5],
      ['Laboratory', 12, 1316],
      ['CT Scan', 1, 1700],
      ['Emergency Room', 4, 2147],
      ['Pharmacy (Extended)', 2, 165.81],
    ]);
  });

  it('reads a receipt with no summary fields: 29 lines, quantities and rates from "2 X P21.50/Unit"', () => {
    const draft = draftOf('test_analyze_expense_no_summary_fields.json');
    expect(draft.lines).toHaveLength(29);
    expect(draft.lines[3]).toMatchObject({
      description: { value: 'J&JCHIZ CURLS 55G' },
      quantity: { value: 2 },
      rate: { value: 21.5 },
      amount: { value: 43 },
    });
    // 14-digit barcodes in PRODUCT_CODE are not HSN codes.
    expect(draft.lines.every((line) => line.hsn_code === null)).toBe(true);
    // An amount read as '/6.50' is left for the reviewer: 0 at confidence 0.
    const unread = draft.lines.find((line) => line.description.value.startsWith('SWISSMISS'));
    expect(unread?.amount).toEqual({ value: 0, confidence: 0, region: null });
    expect(unread?.rate?.value).toBe(15.3);
    expect(draft.grand_total).toBeNull();
  });

  it('gives nulls, never an error, for a malformed or empty response', () => {
    const empty = blankDraft();
    expect(draftOf('expense-missing-geoms-response.json')).toEqual(empty);
    expect(billDraftFromExpense({})).toEqual(empty);
    expect(billDraftFromExpense({ ExpenseDocuments: [{ SummaryFields: [], LineItemGroups: [] }] })).toEqual(empty);
  });

  it('leaves the region empty when a field has no geometry', () => {
    const response = textractResponse('test_analyze_expense_from_path.json');
    for (const field of response.ExpenseDocuments?.[0]?.SummaryFields ?? []) delete field.ValueDetection?.Geometry;
    const draft = billDraftFromExpense(response);
    expect(draft.grand_total).toEqual({ value: 1810.46, confidence: 99.92625427246094, region: null });
    expect(draft.lines[0]?.amount.region).not.toBeNull();
  });

  it.each(ALL_RESPONSES)('gives a valid draft for %s', (name) => {
    expect(billDraftSchema.safeParse(draftOf(name)).success).toBe(true);
  });
});
