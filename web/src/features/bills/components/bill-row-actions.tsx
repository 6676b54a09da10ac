import { Link } from '@tanstack/react-router';
import { ExternalLink, Eye, RotateCw, Trash2 } from 'lucide-react';
import type { Bill } from '@app/shared/bills/bill-record';
import { Button } from '@/components/ui/button';

export interface BillActionHandlers {
  onRetry: (bill: Bill) => void;
  onDiscard: (bill: Bill) => void;
  /** The bill whose retry is being sent. */
  retrying?: string;
}

/**
 * What can be done with a bill in its state: review a ready one, open a posted one's purchase, read
 * a failed one again (Retry) or a held one for the first time (Read it), and discard any not posted.
 */
export function BillRowActions({ bill, onRetry, onDiscard, retrying }: { bill: Bill } & BillActionHandlers) {
  return (
    <div className="flex items-center justify-end gap-1">
      {bill.status === 'ready' && (
        <Button size="sm" asChild>
          <Link to="/bills/$billId" params={{ billId: bill._id }}>
            <Eye /> Review
          </Link>
        </Button>
      )}
      {bill.status === 'posted' && bill.voucher_id && (
        <Button size="sm" variant="outline" asChild>
          <Link to="/invoices/$invoiceId" params={{ invoiceId: bill.voucher_id }}>
            <ExternalLink /> {bill.voucher_number ? `Purchase ${bill.voucher_number}` : 'View purchase'}
          </Link>
        </Button>
      )}
      {(bill.status === 'failed' || bill.status === 'held') && (
        <Button size="sm" variant="outline" disabled={retrying === bill._id} onClick={() => onRetry(bill)}>
          <RotateCw /> {bill.status === 'failed' ? 'Retry' : 'Read it'}
        </Button>
      )}
      {bill.status !== 'posted' && (
        <Button
          size="icon"
          variant="ghost"
          className="text-destructive"
          aria-label={`Discard ${bill.file_name}`}
          onClick={() => onDiscard(bill)}
        >
          <Trash2 />
        </Button>
      )}
    </div>
  );
}
