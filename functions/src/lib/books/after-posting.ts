import type { StockBatch } from '@app/shared/catalogue/batches';
import { readProductBatches } from '#lib/db/batch-chunks';
import { logger } from '#lib/logger';
import { noticeExpiringBatches, noticeExpiringProducts } from './expiry-notices';
import { noticeLowProducts, noticeLowStock } from './low-stock';
import { keepRestockDates, restockedOn } from './restocks';
import { archiveEmptiedBatches, archiveSoldOut } from './sold-out-batches';
import { stockDirection } from './batch-lines';
import { stockLines, type VoucherRecord } from './voucher-record';

/**
 * What follows a voucher's transaction, outside it: low-stock and expiry notices, last restock
 * dates, and the archive of the batches it sold out. All are kept from what the transaction
 * wrote; a failure is logged and never undoes the voucher. `batchesBefore`: the batches as the
 * posting read them, when it did.
 */
export async function afterPosting(
  previous: VoucherRecord | null,
  next: VoucherRecord | null,
  batchesBefore?: ReadonlyMap<string, StockBatch[]>,
): Promise<void> {
  const companyId = (next ?? previous)?.company_id;
  if (!companyId) return;
  const results = await Promise.allSettled([
    keepRestockDates(previous, next),
    noticeLowStock(companyId, [previous, next]),
    noticeExpiringBatches(companyId, [next]),
    archiveEmptiedBatches(companyId, previous, next, batchesBefore),
  ]);
  for (const result of results) {
    if (result.status === 'rejected')
      logger.error('After-posting work failed; the voucher stands', { error: result.reason as unknown, companyId });
  }
}

/** What an import's vouchers did to stock, gathered as they are posted (noteImported). */
export interface ImportedStock {
  /** Every product a voucher moved. */
  moved: Set<string>;
  /** The products whose batches moved. */
  batched: Set<string>;
  /** The products batches came in for. */
  batchesIn: Set<string>;
  /** Each product's latest purchase date. */
  restocked: Map<string, string>;
}

export const importedStock = (): ImportedStock => ({
  moved: new Set(),
  batched: new Set(),
  batchesIn: new Set(),
  restocked: new Map(),
});

export function noteImported(stock: ImportedStock, voucher: VoucherRecord) {
  const incoming = stockDirection(voucher) === 1;
  for (const line of stockLines(voucher.lines)) {
    stock.moved.add(line.product_id);
    if (line.batch) stock.batched.add(line.product_id);
    if (line.batch && incoming) stock.batchesIn.add(line.product_id);
    const last = stock.restocked.get(line.product_id);
    if (voucher.voucher_type === 'Purchase' && (!last || last < voucher.date))
      stock.restocked.set(line.product_id, voucher.date);
  }
}

/**
 * afterPosting's work for an import of many vouchers (issue 35), once at its end rather than after
 * each: the last restock dates, the low-stock and expiry notices by the stock as it ends, and the
 * archive of the batches left at zero.
 */
export async function afterImport(companyId: string, stock: ImportedStock): Promise<void> {
  const batched = [...stock.batched];
  const results = await Promise.allSettled([
    ...[...stock.restocked].map(([productId, date]) => restockedOn(companyId, productId, date)),
    noticeLowProducts(companyId, [...stock.moved]),
    noticeExpiringProducts(companyId, [...stock.batchesIn]),
    batched.length > 0
      ? readProductBatches(companyId, batched).then((batches) => archiveSoldOut(companyId, batches))
      : undefined,
  ]);
  for (const result of results) {
    if (result.status === 'rejected')
      logger.error("An import's after-posting work failed; the vouchers stand", {
        error: result.reason as unknown,
        companyId,
      });
  }
}
