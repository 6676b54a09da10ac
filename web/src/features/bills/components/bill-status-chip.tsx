import { CheckCircle2, Clock, Eye, Loader2, MailWarning, XCircle, type LucideIcon } from 'lucide-react';
import { BILL_STATUS_LABELS, type BillStatus } from '@app/shared/bills/bill-record';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const LOOK: Record<BillStatus, { icon: LucideIcon; className: string }> = {
  queued: { icon: Clock, className: 'bg-muted text-muted-foreground' },
  reading: {
    icon: Loader2,
    className: 'border-sky-300 bg-sky-50 text-sky-800 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-300',
  },
  ready: {
    icon: Eye,
    className:
      'border-amber-300 bg-amber-50 text-amber-800 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-300',
  },
  posted: {
    icon: CheckCircle2,
    className:
      'border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-300',
  },
  failed: {
    icon: XCircle,
    className: 'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-300',
  },
  held: {
    icon: MailWarning,
    className:
      'border-orange-300 bg-orange-50 text-orange-800 dark:border-orange-800 dark:bg-orange-950 dark:text-orange-300',
  },
};

/** A bill's state in the Bills page's words: Queued, Reading, Ready for review, Posted, Failed, Held. */
export function BillStatusChip({ status }: { status: BillStatus }) {
  const { icon: Icon, className } = LOOK[status];
  return (
    <Badge variant="outline" className={className}>
      <Icon className={cn(status === 'reading' && 'animate-spin')} aria-hidden="true" />
      {BILL_STATUS_LABELS[status]}
    </Badge>
  );
}
