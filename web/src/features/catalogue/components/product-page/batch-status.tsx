import type { BatchStatus } from '@app/shared/catalogue/batches';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const EXPIRED = 'bg-destructive/10 text-destructive border-destructive/30';
const AMBER = 'border-amber-300 bg-amber-50 text-amber-800 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-300';
const GREEN = 'border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-300';

const STATUS: Record<BatchStatus | 'sold_out', { label: string; className: string }> = {
  expired: { label: 'Expired', className: EXPIRED },
  expiring: { label: 'Expiring', className: AMBER },
  ok: { label: 'OK', className: GREEN },
  sold_out: { label: 'Sold out', className: 'bg-muted text-muted-foreground' },
};

const dayCount = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** How far off a batch's expiry is: 'in 77 days', 'today', '15 days ago'. */
export const expiryDistance = (days: number) =>
  days > 0 ? `in ${dayCount(days)}` : days === 0 ? 'today' : `${dayCount(-days)} ago`;

/**
 * A batch's status (issue 18): expired in red, expiring within the alert window in amber with how
 * soon, else OK; a batch with nothing left is sold out, whatever its expiry.
 */
export function BatchStatusBadge({
  status,
  days,
  soldOut = false,
}: {
  status: BatchStatus;
  days: number;
  soldOut?: boolean;
}) {
  const { label, className } = STATUS[soldOut ? 'sold_out' : status];
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <Badge variant="outline" className={cn(className)}>
        {label}
      </Badge>
      {!soldOut && status !== 'ok' && (
        <span
          className={cn(
            'text-xs whitespace-nowrap',
            status === 'expired' ? 'text-destructive' : 'text-amber-700 dark:text-amber-400',
          )}
        >
          {expiryDistance(days)}
        </span>
      )}
    </span>
  );
}
