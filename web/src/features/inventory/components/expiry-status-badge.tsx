import type { BatchStatus } from '@app/shared/catalogue/batches';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const STATUS: Record<BatchStatus, { label: string; className: string }> = {
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
};

/** The text colour of a batch's days to expiry: red once expired, amber while expiring. */
export const EXPIRY_TONE: Record<BatchStatus, string> = {
  expired: 'text-destructive',
  expiring: 'text-amber-700 dark:text-amber-400',
  ok: '',
};

const dayCount = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** How long ago a batch expired, or how soon it will: 'expired 15 days ago', 'expires today', 'in 77 days'. */
export const expiryDaysText = (days: number) =>
  days > 0 ? `in ${dayCount(days)}` : days === 0 ? 'expires today' : `expired ${dayCount(-days)} ago`;

/** Issue 18: a batch's status, expired in red, expiring (within the alert window) in amber, else OK. */
export function ExpiryStatusBadge({ status, className }: { status: BatchStatus; className?: string }) {
  return (
    <Badge variant="outline" className={cn(STATUS[status].className, className)}>
      {STATUS[status].label}
    </Badge>
  );
}
