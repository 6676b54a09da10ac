import type { BatchStatus } from '@app/shared/catalogue/batches';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const STATUS: Record<BatchStatus | 'sold_out', { label: string; className: string }> = {
  expired: { label: 'Expired', className: 'bg-destructive/10 text-destructive border-destructive/30' },
  expiring: {
    label: 'Expiring',
    className:
      'border-amber-300 bg-amber-50 text-amber-800 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-300',
  },
  ok: {
    label: 'OK',
    className:
      'border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-300',
  },
  sold_out: { label: 'Sold out', className: 'bg-muted text-muted-foreground' },
};

/** What a batch's status reads as: 'Expired', 'Expiring' or 'OK' (the chip's words, the CSV's too). */
export const batchStatusLabel = (status: BatchStatus) => STATUS[status].label;

/** The text colour of a batch's days to expiry: red once expired, amber while expiring. */
export const EXPIRY_TONE: Record<BatchStatus, string> = {
  expired: 'text-destructive',
  expiring: 'text-amber-700 dark:text-amber-400',
  ok: '',
};

/** '1 day', '77 days'. */
export const dayCount = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/**
 * Issue 18: a batch's status chip, expired in red, expiring (within the alert window) in amber,
 * else OK; a batch with nothing left reads Sold out, whatever its expiry. Used by the product
 * page's batches and Inventory's Expiring tab.
 */
export function BatchStatusChip({
  status,
  soldOut = false,
  className,
}: {
  status: BatchStatus;
  soldOut?: boolean;
  className?: string;
}) {
  const { label, className: tone } = STATUS[soldOut ? 'sold_out' : status];
  return (
    <Badge variant="outline" className={cn(tone, className)}>
      {label}
    </Badge>
  );
}
