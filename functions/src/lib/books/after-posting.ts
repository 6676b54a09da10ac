import { logger } from '#lib/logger';
import { noticeExpiringBatches } from './expiry-notices';
import { noticeLowStock } from './low-stock';
import { keepRestockDates } from './restocks';
import type { VoucherRecord } from './voucher-record';

/**
 * What follows a voucher's transaction, outside it: low-stock and expiry notices and last restock dates.
 * Both are kept from what the transaction wrote; a failure is logged and never undoes the voucher.
 */
export async function afterPosting(previous: VoucherRecord | null, next: VoucherRecord | null): Promise<void> {
  const companyId = (next ?? previous)?.company_id;
  if (!companyId) return;
  const results = await Promise.allSettled([
    keepRestockDates(previous, next),
    noticeLowStock(companyId, [previous, next]),
    noticeExpiringBatches(companyId, [next]),
  ]);
  for (const result of results) {
    if (result.status === 'rejected')
      logger.error('After-posting work failed; the voucher stands', { error: result.reason as unknown, companyId });
  }
}
