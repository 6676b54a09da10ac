import { describe, expect, it } from 'vitest';
import { VOUCHER_MESSAGES, voucherInputSchema, type VoucherPayload } from './voucher-input';

type Line = NonNullable<VoucherPayload['items']>[number];

/** A pharmacy distributor's bill of 10 strips at 100.00, with the line changes given. */
const bill = (line: Partial<Line>, changes: Partial<VoucherPayload> = {}): VoucherPayload => ({
  company_id: 'c1',
  voucher_type: 'Purchase',
  voucher_number: 'MD/2291',
  date: '2026-06-15',
  party_name_id: 'supplier-1',
  items: [{ item_id: 'paracetamol', quantity: 10, rate: '100', ...line }],
  ...changes,
});

/** Each problem as the API reports it: the field's path and the message. */
const problemsOf = (payload: VoucherPayload) => {
  const result = voucherInputSchema.safeParse(payload);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe("a purchase line's free quantity ('10 + 2 free')", () => {
  it('is read as quantity is, in thousandths, from a number or text; zero or absent is none', () => {
    const freeOf = (free: Line['free_quantity']) =>
      voucherInputSchema.parse(bill({ free_quantity: free })).items?.[0]?.free_quantity;
    expect(freeOf(2)).toBe(2000);
    expect(freeOf(' 2.5 ')).toBe(2500);
    expect(freeOf(0)).toBe(0);
    expect(freeOf('')).toBeUndefined();
    expect(freeOf(null)).toBeUndefined();
    expect(freeOf(undefined)).toBeUndefined();
  });

  it('refuses a negative or malformed figure as quantity does', () => {
    expect(problemsOf(bill({ free_quantity: -2 }))).toEqual([
      ['items.0.free_quantity', 'Free quantity cannot be negative'],
    ]);
    expect(problemsOf(bill({ free_quantity: '2.0005' }))).toEqual([
      ['items.0.free_quantity', 'Free quantity can have at most 3 decimal places'],
    ]);
    expect(problemsOf(bill({ free_quantity: 'two' }))).toEqual([
      ['items.0.free_quantity', 'Free quantity must be a number'],
    ]);
  });

  it('is refused on a sale, on a note and on an expense line; a free quantity of 0 is refused nowhere', () => {
    const refused = [['items.0.free_quantity', VOUCHER_MESSAGES.freeQuantity]];
    expect(problemsOf(bill({ free_quantity: 2 }, { voucher_type: 'Sales' }))).toEqual(refused);
    expect(
      problemsOf(
        bill({ free_quantity: 2, original_line: 0 }, { voucher_type: 'Debit Note', original_voucher_id: 'p1' }),
      ),
    ).toEqual(refused);
    expect(problemsOf(bill({ item_id: undefined, ledger_id: 'electricity', free_quantity: 1 }))).toEqual(refused);
    expect(problemsOf(bill({ free_quantity: 0 }, { voucher_type: 'Sales' }))).toEqual([]);
    expect(problemsOf(bill({ free_quantity: 2 }))).toEqual([]);
  });
});
