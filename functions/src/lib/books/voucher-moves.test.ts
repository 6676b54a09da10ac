import { describe, expect, it } from 'vitest';
import type { VoucherRecord } from './voucher-record';
import { voucherMoves } from './voucher-moves';

/** Only what the stock takes from a voucher: its type, date, status and product lines. */
function voucher(
  type: 'Sales' | 'Purchase',
  date: string,
  lines: [productId: string, quantity: number, taxable: number][],
  status: VoucherRecord['status'] = 'active',
): VoucherRecord {
  return {
    voucher_type: type,
    date,
    status,
    lines: lines.map(([product_id, quantity, taxable]) => ({ product_id, quantity, taxable })),
  } as VoucherRecord;
}

describe('what a voucher write moved of each product per month', () => {
  it('moves a sale outwards and a purchase inwards, lines of one product together', () => {
    const sale = voucher('Sales', '2026-11-20', [
      ['soap', 2_000, 10_000],
      ['soap', 1_000, 5_000],
      ['oil', 500, 7_500],
    ]);
    expect(voucherMoves(null, sale)).toEqual([
      ['soap', '2026-11', 0, 0, 3_000, 15_000],
      ['oil', '2026-11', 0, 0, 500, 7_500],
    ]);
    expect(voucherMoves(null, voucher('Purchase', '2026-11-02', [['oil', 4_000, 48_000]]))).toEqual([
      ['oil', '2026-11', 4_000, 48_000, 0, 0],
    ]);
  });

  it('nets an edit against the version it replaces, leaving out what did not change', () => {
    const before = voucher('Sales', '2026-11-20', [
      ['soap', 2_000, 10_000],
      ['oil', 500, 7_500],
    ]);
    const after = voucher('Sales', '2026-11-21', [
      ['soap', 2_000, 10_000],
      ['rice', 1_000, 6_000],
    ]);
    expect(voucherMoves(before, after)).toEqual([
      ['oil', '2026-11', 0, 0, -500, -7_500],
      ['rice', '2026-11', 0, 0, 1_000, 6_000],
    ]);
  });

  it('takes a moved voucher out of one month and into the other, and a withdrawn one out', () => {
    const before = voucher('Purchase', '2026-10-31', [['oil', 4_000, 48_000]]);
    expect(voucherMoves(before, voucher('Purchase', '2026-11-01', [['oil', 4_000, 48_000]]))).toEqual([
      ['oil', '2026-10', -4_000, -48_000, 0, 0],
      ['oil', '2026-11', 4_000, 48_000, 0, 0],
    ]);
    expect(voucherMoves(before, { ...before, status: 'deleted' })).toEqual([['oil', '2026-10', -4_000, -48_000, 0, 0]]);
  });
});
