import { describe, expect, it } from 'vitest';
import { voucherInputSchema } from '@app/shared/books/voucher-input';
import { invoiceFiguresOf } from '@/lib/invoice-form-maths';
import { syrup } from '@/test/product-fixtures';
import { isIntraStateSupplier, totalsMismatch } from './review-figures';
import { purchasePayloadOf, reviewIssues } from './review-payload';
import { bill, medicalBill, number } from './test/bill-fixtures';
import { reviewValuesOf, type ReviewValues } from './review-values';

const rules = { today: '2026-04-20', earliest: '2026-04-01' };
const paracetamol = { item_id: 'p-para', item: 'Paracetamol 500 mg strip' };
const reviewed = (): ReviewValues => {
  const values = reviewValuesOf(bill(), [syrup]);
  return { ...values, items: values.items.map((line, i) => (i === 1 ? { ...line, ...paracetamol } : line)) };
};
const messages = (values: ReviewValues) =>
  reviewIssues(values, rules).map(({ field, message }) => `${field}: ${message}`);

describe('the reviewed purchase', () => {
  it('adds up to the bill: ₹1,370.00 taxable, ₹164.40 GST, ₹1,534.00 after round-off', () => {
    const figures = invoiceFiguresOf(reviewed().items, '', true, true);
    expect(figures).toMatchObject({ taxable: 1370_00, cgst: 82_20, sgst: 82_20, round_off: -40, grand_total: 1534_00 });
    expect(totalsMismatch(medicalBill, figures)).toBeNull();
  });

  it("flags a total a rupee or more away from the bill's, and not a rounding difference", () => {
    const figures = invoiceFiguresOf(reviewed().items.slice(0, 1), '', true, true);
    expect(totalsMismatch(medicalBill, figures)).toEqual({ bill: 1534_00, purchase: 874_00 });
    const rounded = invoiceFiguresOf(reviewed().items, '', true, true);
    expect(totalsMismatch({ ...medicalBill, grand_total: number(1534.4) }, rounded)).toBeNull();
    expect(totalsMismatch({ ...medicalBill, grand_total: null }, figures)).toBeNull();
  });

  it("charges CGST + SGST for a supplier in the company's state, IGST for one elsewhere", () => {
    expect(isIntraStateSupplier({ tin: '27AAPFU0939F1ZV', mailing_state: null }, 'Maharashtra')).toBe(true);
    expect(isIntraStateSupplier({ tin: '06AABCO6063D1ZQ', mailing_state: 'Maharashtra' }, 'Maharashtra')).toBe(false);
    expect(isIntraStateSupplier({ tin: null, mailing_state: 'Karnataka' }, 'Maharashtra')).toBe(false);
    expect(isIntraStateSupplier({ tin: null, mailing_state: '' }, 'Maharashtra')).toBe(true);
    expect(isIntraStateSupplier(undefined, 'Maharashtra')).toBe(true);
  });

  it('asks for a product on every line, and the bill number, date and supplier of a purchase', () => {
    expect(messages(reviewValuesOf(bill({ supplier_match: null }), [syrup]))).toEqual([
      'party_id: Please select a supplier',
      'items.1.item_id: Pick a product for this line, or create one',
    ]);
    expect(messages({ ...reviewed(), voucher_number: 'GMA 114 (copy)', date: '2026-04-21' })).toEqual([
      'voucher_number: Invoice number can have at most 16 letters, digits, - and /',
      'date: Date cannot be in the future',
    ]);
    expect(messages({ ...reviewed(), voucher_number: '', date: '2026-03-31', items: [] })).toEqual([
      'voucher_number: Supplier invoice number is required',
      'date: Invoice date cannot be before the start of the current financial year',
      'items: Please add at least one item to continue',
    ]);
    const [syrupLine] = reviewed().items;
    if (!syrupLine) throw new Error('no line');
    expect(messages({ ...reviewed(), items: [{ ...syrupLine, quantity: '0.5', rate: '', tax_rate: '120' }] })).toEqual([
      'items.0.quantity: Quantity must be greater than 0',
      'items.0.rate: Rate must be greater than 0',
      'items.0.tax_rate: Tax rate must be between 0 and 100',
    ]);
    expect(messages(reviewed())).toEqual([]);
  });

  it('sends the purchase voucher the API takes, with its figures', () => {
    const payload = purchasePayloadOf(reviewed(), {
      companyId: 'c-1',
      taxEnabled: true,
      intraState: true,
      partyName: 'Shree Ganesh Medical Agencies',
    });
    expect(payload).toMatchObject({
      voucher_type: 'Purchase',
      voucher_number: 'GMA/2026/114',
      date: '2026-04-18',
      party_name_id: 'l-ganesh',
      total: 1370,
      total_tax: 164.4,
      roundoff: -0.4,
      grand_total: 1534,
    });
    expect(payload.items?.[1]).toEqual({
      item: 'Paracetamol 500 mg strip',
      item_id: 'p-para',
      unit: 'NOS',
      hsn_code: undefined,
      quantity: 50,
      rate: 11.8,
      discount_amount: 0,
      tax_rate: 12,
      amount: 590,
      tax_amount: 70.8,
      total_amount: 660.8,
    });
    expect(voucherInputSchema.safeParse(payload).success).toBe(true);
  });

  it("asks a batch-tracked product's line for its batch number and expiry, and sends them (issue 18)", () => {
    const batchRules = { ...rules, isBatchTracked: (id: string) => id === 'p-para' };
    const values = reviewed();
    expect(reviewIssues(values, batchRules).map(({ field, message }) => `${field}: ${message}`)).toEqual([
      'items.1.batch_number: Batch number is required for Paracetamol 500 mg strip',
      'items.1.batch_expiry: Expiry is required',
    ]);
    const [syrupLine, paraLine] = values.items;
    if (!syrupLine || !paraLine) throw new Error('two lines expected');
    const withBatch = {
      ...values,
      items: [syrupLine, { ...paraLine, batch_number: ' P2401 ', batch_expiry: '08/2026' }],
    };
    expect(reviewIssues(withBatch, batchRules)).toEqual([]);
    expect(
      reviewIssues(
        { ...withBatch, items: [syrupLine, { ...paraLine, batch_number: 'P2401', batch_expiry: 'Aug 26' }] },
        batchRules,
      ),
    ).toEqual([{ field: 'items.1.batch_expiry', message: 'Expiry must be a month and year like 08/2026, or a date' }]);
    const payload = purchasePayloadOf(withBatch, {
      companyId: 'c-1',
      taxEnabled: true,
      intraState: true,
      partyName: 'Shree Ganesh Medical Agencies',
    });
    expect(payload.items?.[0]).not.toHaveProperty('batch_number');
    expect(payload.items?.[1]).toMatchObject({ batch_number: 'P2401', batch_expiry: '08/2026' });
    expect(voucherInputSchema.safeParse(payload).success).toBe(true);
  });
});
