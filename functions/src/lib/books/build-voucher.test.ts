import { describe, expect, it } from 'vitest';
import { voucherInputSchema, type VoucherPayload } from '@app/shared/books/voucher-input';
import type { ProductRecord } from '#lib/db/products';
import { postingContext } from '../../../test/posting-context';
import { buildVoucher } from './build-voucher';

const context = (intraState: boolean) =>
  postingContext({
    companyId: 'c1',
    party: { id: 'party', name: 'Sharma Traders', group: 'Debtors', tin: null },
    intraState,
    account: { id: 'cash', name: 'Cash' },
    products: new Map([
      [
        'p1',
        { product_id: 'p1', stock_item_name: 'Syrup', unit: 'BTL', hsn_code: '3004', tax_rate: 1200 } as ProductRecord,
      ],
    ]),
  });

const origin = {
  voucherId: 'v1',
  voucherNumber: 'SI/26-27/0001',
  actorId: 'u1',
  now: '2026-11-22T10:00:00Z',
  today: '2026-11-22',
  previous: null,
};

const build = (payload: Partial<VoucherPayload>, intraState = true) =>
  buildVoucher(
    voucherInputSchema.parse({ company_id: 'c1', date: '2026-11-22', party_name_id: 'party', ...payload }),
    context(intraState),
    origin,
  );

const lines = (payload: Partial<VoucherPayload>, intraState = true) =>
  build(payload, intraState).accounting.map((line) => [line.ledger_name, line.amount]);

describe('the double entry of a voucher (negative = debit)', () => {
  const items = [{ item_id: 'p1', quantity: 3, rate: 95.5, discount_amount: 10 }];

  it('debits the customer and credits sales, output CGST and SGST and the round-off on a sale', () => {
    // 286.50 - 10.00 = 276.50; 6% + 6% = 16.59 + 16.59; 309.68 + 5.00 charge = 314.68 -> 315.00
    expect(lines({ voucher_type: 'Sales', items, additional_charge: 5 })).toEqual([
      ['Sharma Traders', -315_00],
      ['Sales', 281_50],
      ['Output CGST', 16_59],
      ['Output SGST', 16_59],
      ['Round Off', 32],
    ]);
  });

  it('mirrors a purchase: the supplier is credited, purchase and input IGST debited', () => {
    expect(lines({ voucher_type: 'Purchase', voucher_number: 'B-1', items }, false)).toEqual([
      ['Sharma Traders', 310_00],
      ['Purchase', -276_50],
      ['Input IGST', -33_18],
      ['Round Off', -32],
    ]);
  });

  it('credits the party on a receipt and debits it on a payment, against cash', () => {
    const accounting = (sign: number) => [
      { ledger_id: 'party', amount: sign * 500 },
      { ledger_id: 'cash', amount: -sign * 500 },
    ];
    expect(lines({ voucher_type: 'Receipt', accounting: accounting(1) })).toEqual([
      ['Sharma Traders', 500_00],
      ['Cash', -500_00],
    ]);
    expect(lines({ voucher_type: 'Payment', accounting: accounting(-1) })).toEqual([
      ['Sharma Traders', -500_00],
      ['Cash', 500_00],
    ]);
  });

  it('always sums to zero', () => {
    for (const intraState of [true, false]) {
      const voucher = build({ voucher_type: 'Sales', items, additional_charge: 0.25 }, intraState);
      expect(voucher.accounting.reduce((sum, line) => sum + line.amount, 0)).toBe(0);
    }
  });
});
