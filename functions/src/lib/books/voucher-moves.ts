import { bookSide, sideSign } from '@app/shared/books/voucher-types';
import type { VoucherMove } from '#lib/db/stock-version';
import { stockLines, stockQuantityOf, type VoucherRecord } from './voucher-record';

/**
 * What a voucher write moved of each product per month: the new version's lines less the old
 * one's, as the stock figures take them (a purchase inwards, a sale outwards, their notes taking
 * back from the same side; a withdrawn voucher moves nothing). Products whose movement nets to nothing are left out.
 */
export function voucherMoves(before: VoucherRecord | null, after: VoucherRecord): VoucherMove[] {
  const moves = new Map<string, VoucherMove>();
  for (const [sign, voucher] of [
    [-1, before],
    [1, after],
  ] as const) {
    if (voucher?.status !== 'active') continue;
    const month = voucher.date.slice(0, 7);
    const inwards = bookSide(voucher) === 'Purchase';
    const side = sign * sideSign(voucher);
    for (const line of stockLines(voucher.lines)) {
      const id = line.product_id;
      const key = `${id}\u0000${month}`;
      const [, , iq, iv, oq, ov] = moves.get(key) ?? [id, month, 0, 0, 0, 0];
      const qty = side * stockQuantityOf(line);
      const value = side * line.taxable;
      moves.set(key, inwards ? [id, month, iq + qty, iv + value, oq, ov] : [id, month, iq, iv, oq + qty, ov + value]);
    }
  }
  return [...moves.values()].filter(([, , ...figures]) => figures.some((figure) => figure !== 0));
}
