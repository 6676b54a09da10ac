import { addDays } from '@app/shared/financial-year';
import type { AgeingBucket } from '@app/shared/reports/dashboard-docs';

/**
 * Where each dashboard figure leads (issue 19: every figure links to the list it sums), as the
 * lists' own URLs: the invoices directory's type, status and period, the transactions directory's
 * type and period, the inventory's tabs.
 */
export type Side = 'sales' | 'purchase';

/** The oldest day a '90+' bucket can reach back to: the date pickers' own lower limit. */
const EARLIEST = '2000-01-01';

/** The invoice dates an ageing bucket covers, counted back from today. */
const BUCKET_DAYS: Record<AgeingBucket, [oldest: number | null, youngest: number]> = {
  '0-30': [30, 0],
  '31-60': [60, 31],
  '61-90': [90, 61],
  '90+': [null, 91],
};

export function bucketPeriod(bucket: AgeingBucket, today: string): { start: string; end: string } {
  const [oldest, youngest] = BUCKET_DAYS[bucket];
  return { start: oldest === null ? EARLIEST : addDays(today, -oldest), end: addDays(today, -youngest) };
}

export const openInvoicesSearch = (side: Side, bucket: AgeingBucket, today: string) => ({
  type: side,
  status: 'open' as const,
  ...bucketPeriod(bucket, today),
});

export const overdueSearch = (side: Side) => ({ type: side, status: 'overdue' as const });

export const invoicesOfPeriod = (side: Side, start: string, end: string) => ({ type: side, start, end });

export const transactionsOfPeriod = (type: 'Receipt' | 'Payment', from: string, to: string) => ({ type, from, to });

/** The first day of today's month. */
export const monthStart = (today: string) => `${today.slice(0, 8)}01`;
