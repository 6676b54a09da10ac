import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import type { PaymentStatus } from '@app/shared/books/invoice-maths';
import type { VoucherType } from '@app/shared/books/voucher-types';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const SUCCESS =
  'border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-300';
const WARNING =
  'border-amber-300 bg-amber-50 text-amber-800 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-300';
const NEUTRAL = 'bg-muted text-muted-foreground';

/**
 * Spec 2 and 4: an invoice's status from its payment: Paid (success, check), Unpaid or Partially
 * Paid (warning, clock); a cancelled invoice is neutral whatever was paid.
 */
export function PaymentStatusChip({
  status,
  cancelled = false,
  className,
}: {
  status: PaymentStatus;
  cancelled?: boolean;
  className?: string;
}) {
  if (cancelled) {
    return (
      <Badge variant="outline" className={cn(NEUTRAL, className)}>
        <XCircle /> Cancelled
      </Badge>
    );
  }
  const paid = status === 'Paid';
  return (
    <Badge variant="outline" className={cn(paid ? SUCCESS : WARNING, className)}>
      {paid ? <CheckCircle2 /> : <Clock />} {status}
    </Badge>
  );
}

/** 'Sales' in green (money in), 'Purchase' in blue. */
export function InvoiceTypeChip({ type }: { type: VoucherType }) {
  return (
    <Badge
      variant="outline"
      className={
        type === 'Sales'
          ? SUCCESS
          : 'border-sky-300 bg-sky-50 text-sky-800 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-300'
      }
    >
      {type}
    </Badge>
  );
}

/** Spec 2 (our addition): a cancelled invoice's row is greyed and says so. */
export function CancelledChip() {
  return (
    <Badge variant="outline" className={NEUTRAL}>
      Cancelled
    </Badge>
  );
}
