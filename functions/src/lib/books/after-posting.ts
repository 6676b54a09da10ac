import type { StockBatch } from '@app/shared/catalogue/batches';
import { logger } from '#lib/logger';
import { noticeExpiringBatches } from './expiry-notices';
import { noticeLowStock } from './low-stock';
import { keepRestockDates } from './restocks';
import { archiveEmptiedBatches } from './sold-out-batches';
import type { VoucherRecord } from './voucher-record';

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
