import type { StockBatch } from '@app/shared/catalogue/batches';
import { archiveBatches } from '#lib/db/batch-archive';
import { readProductBatches } from '#lib/db/batch-chunks';
import { stockDirection } from './batch-lines';
import { stockLines, stockQuantityOf, type LineBatch, type VoucherRecord } from './voucher-record';

interface Taken {
  productId: string;
  batch: LineBatch;
  /** Thousandths the write took out of the batch, net of what the voucher's old version took. */
  quantity: number;
}

/** The batches a write took stock from (only those can it have left empty). */
function takenFrom(previous: VoucherRecord | null, next: VoucherRecord | null): Taken[] {
  const net = new Map<string, Taken>();
  for (const [sign, voucher] of [
    [-1, previous],
    [1, next],
  ] as const) {
    if (voucher?.status !== 'active') continue;
    const direction = stockDirection(voucher);
    for (const line of stockLines(voucher.lines)) {
      if (!line.batch) continue;
      const id = `${line.product_id}\u0000${line.batch.key}`;
      const entry = net.get(id) ?? { productId: line.product_id, batch: line.batch, quantity: 0 };
      entry.quantity -= sign * direction * stockQuantityOf(line);
      net.set(id, entry);
    }
  }
  return [...net.values()].filter((entry) => entry.quantity > 0);
}

/** Archives every batch at zero in `byProduct` (the daily sweep hands it all the company's). */
export async function archiveSoldOut(companyId: string, byProduct: Map<string, StockBatch[]>): Promise<void> {
  await Promise.all(
    [...byProduct].flatMap(([productId, batches]) => {
      const soldOut = batches.filter((batch) => batch.quantity === 0);
      return soldOut.length > 0 ? [archiveBatches(companyId, productId, soldOut)] : [];
    }),
  );
}

/**
 * After a voucher's write: the batches it left at zero go to the archive (design 3.2). What is
 * left is worked out from `before`, the batches as the posting read them, so that a sale costs
 * no read here; products it does not hold (a withdrawal, a product an edit dropped) are read. A
 * voucher racing this one may make the figure wrong either way: the archive's own condition
 * keeps a batch that has stock, and the daily sweep archives one that was missed.
 */
export async function archiveEmptiedBatches(
  companyId: string,
  previous: VoucherRecord | null,
  next: VoucherRecord | null,
  before?: ReadonlyMap<string, StockBatch[]>,
): Promise<void> {
  const taken = takenFrom(previous, next);
  const unread = [...new Set(taken.map((entry) => entry.productId).filter((id) => !before?.has(id)))];
  const after = unread.length > 0 ? await readProductBatches(companyId, unread) : new Map<string, StockBatch[]>();
  const left = ({ productId, batch, quantity }: Taken) => {
    const known = before?.get(productId);
    if (known) return (known.find((entry) => entry.key === batch.key)?.quantity ?? 0) - quantity;
    return after.get(productId)?.find((entry) => entry.key === batch.key)?.quantity;
  };
  const soldOut = new Map<string, StockBatch[]>();
  for (const entry of taken) {
    if (left(entry) !== 0) continue;
    soldOut.set(entry.productId, [...(soldOut.get(entry.productId) ?? []), { ...entry.batch, quantity: 0 }]);
  }
  await archiveSoldOut(companyId, soldOut);
}
