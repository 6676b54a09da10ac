import type { VoucherMove } from '#lib/db/stock-version';
import type { VoucherRecord } from './voucher-record';

/**
 * What a voucher write moved of each product per month: the new version's lines less the old
 * one's, as the stock figures take them (a purchase inwards, any other voucher outwards; a
 * withdrawn voucher moves nothing). Products whose movement nets to nothing are left out.
 */
export function voucherMoves(before: VoucherRecord | null, after: VoucherRecord): VoucherMove[] {
  const moves = new Map<string, VoucherMove>();
  for (const [sign, voucher] of [
    [-1, before],
    [1, after],
  ] as const) {
    if (voucher?.status !== 'active') continue;
    const month = voucher.date.slice(0, 7);
    const inwards = voucher.voucher_type === 'Purchase';
    for (const { product_id: id, quantity, taxable } of voucher.lines) {
      const key = `${id}\u0000${month}`;
      const [, , iq, iv, oq, ov] = moves.get(key) ?? [id, month, 0, 0, 0, 0];
      const qty = sign * quantity;
      const value = sign * taxable;
      moves.set(key, inwards ? [id, month, iq + qty, iv + value, oq, ov] : [id, month, iq, iv, oq + qty, ov + value]);
    }
  }
  return [...moves.values()].filter(([, , ...figures]) => figures.some((figure) => figure !== 0));
}
