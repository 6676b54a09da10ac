import { AlertTriangle, CheckCircle2, Clock, Undo2, XCircle } from 'lucide-react';
import type { PaymentStatus } from '@app/shared/books/invoice-maths';
import type { VoucherType } from '@app/shared/books/voucher-types';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import type { InvoiceStatus } from '../invoice-status';
import type { ReturnStatus } from '../note-form';

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

const ERROR = 'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-300';

const STATUS_LOOK: Record<InvoiceStatus, { tone: string; Icon: typeof CheckCircle2 }> = {
  PAID: { tone: SUCCESS, Icon: CheckCircle2 },
  PENDING: { tone: WARNING, Icon: Clock },
  OVERDUE: { tone: ERROR, Icon: AlertTriangle },
  CANCELLED: { tone: NEUTRAL, Icon: XCircle },
};

/** Spec 2: PAID (success, check), PENDING (warning, clock), OVERDUE (error), CANCELLED (neutral). */
export function InvoiceStatusChip({ status, className }: { status: InvoiceStatus; className?: string }) {
  const { tone, Icon } = STATUS_LOOK[status];
  return (
    <Badge variant="outline" className={cn(tone, className)}>
      <Icon /> {status}
    </Badge>
  );
}

const TYPE_TONES: Partial<Record<VoucherType, string>> = {
  Sales: SUCCESS,
  Purchase: 'border-sky-300 bg-sky-50 text-sky-800 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-300',
  'Credit Note':
    'border-violet-300 bg-violet-50 text-violet-800 dark:border-violet-800 dark:bg-violet-950 dark:text-violet-300',
  'Debit Note':
    'border-slate-300 bg-slate-50 text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200',
};

/** 'Sales' in green (money in), 'Purchase' in blue, the notes in violet and slate. */
export function InvoiceTypeChip({ type }: { type: VoucherType }) {
  return (
    <Badge variant="outline" className={TYPE_TONES[type] ?? NEUTRAL}>
      {type}
    </Badge>
  );
}

/** Issue 18: an invoice with notes, beside its payment status: all of it returned, or some. */
export function ReturnStatusChip({ status, className }: { status: ReturnStatus; className?: string }) {
  return (
    <Badge variant="outline" className={cn(TYPE_TONES['Credit Note'], className)}>
      <Undo2 /> {status}
    </Badge>
  );
}

/**
 * A note's status as Zoho Books shows it: Closed once applied to its invoice (the API's Paid),
 * Open while a standalone note's credit is still to be refunded, Cancelled.
 */
export function NoteStatusChip({ status, cancelled = false }: { status: PaymentStatus; cancelled?: boolean }) {
  if (cancelled) return <PaymentStatusChip status={status} cancelled />;
  const closed = status === 'Paid';
  return (
    <Badge variant="outline" className={closed ? SUCCESS : WARNING}>
      {closed ? <CheckCircle2 /> : <Clock />} {closed ? 'Closed' : 'Open'}
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
