import type { BatchStatus } from '@app/shared/catalogue/batches';
import { BatchStatusChip, EXPIRY_TONE, dayCount } from '@/components/batch-status-chip';
import { cn } from '@/lib/utils';

/** How far off a batch's expiry is: 'in 77 days', 'today', '15 days ago'. */
export const expiryDistance = (days: number) =>
  days > 0 ? `in ${dayCount(days)}` : days === 0 ? 'today' : `${dayCount(-days)} ago`;

/** A batch's status chip, with how soon it expires (or how long ago) unless it is OK or sold out. */
export function BatchStatusBadge({
  status,
  days,
  soldOut = false,
}: {
  status: BatchStatus;
  days: number;
  soldOut?: boolean;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <BatchStatusChip status={status} soldOut={soldOut} />
      {!soldOut && status !== 'ok' && (
        <span className={cn('text-xs whitespace-nowrap', EXPIRY_TONE[status])}>{expiryDistance(days)}</span>
      )}
    </span>
  );
}
