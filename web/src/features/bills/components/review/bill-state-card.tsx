import { Link } from '@tanstack/react-router';
import { ExternalLink, Loader2, PenLine, RotateCw } from 'lucide-react';
import { BILL_READINGS_CAP } from '@app/shared/bills/bill-reading';
import type { Bill, BillStatus } from '@app/shared/bills/bill-record';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

type WaitingStatus = Exclude<BillStatus, 'ready'>;

const WORDS: Record<WaitingStatus, { title: string; text: string }> = {
  queued: { title: 'Waiting to be read', text: 'The bill is in the queue. This page updates on its own.' },
  reading: {
    title: 'Reading the bill…',
    text: 'Its supplier, lines and totals are being read. This page updates on its own.',
  },
  posted: { title: 'Posted', text: 'This bill is already a purchase.' },
  failed: {
    title: 'The bill was not read',
    text: 'Enter the purchase by hand beside it, read it again, or discard it.',
  },
  held: {
    title: 'Held: e-mailed by a sender you have not allowed',
    text: 'It has not been read. Read it if you know the sender, enter it by hand, or discard it.',
  },
};

/**
 * A bill with no draft to review (yet): where it is, and what can be done about it. A bill not read
 * (failed, held) can be entered by hand beside it (issue 31), and read again until it has been
 * read BILL_READINGS_CAP times.
 */
export function BillStateCard({
  bill,
  status,
  onRetry,
  retrying,
  onEnterByHand,
}: {
  bill: Bill;
  /** The bill's state, known not to be ready. */
  status: WaitingStatus;
  onRetry: () => void;
  retrying: boolean;
  onEnterByHand: () => void;
}) {
  const words = WORDS[status];
  const busy = status === 'queued' || status === 'reading';
  const unread = status === 'failed' || status === 'held';
  const mayReadAgain = status === 'held' || bill.readings < BILL_READINGS_CAP;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {busy && <Loader2 className="text-primary size-4 animate-spin" aria-hidden="true" />}
          {words.title}
        </CardTitle>
        <CardDescription>{words.text}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-4">
        {bill.failure && <p className="text-sm">{bill.failure}</p>}
        {unread && (
          <div className="flex flex-wrap gap-2">
            <Button onClick={onEnterByHand}>
              <PenLine /> Enter by hand
            </Button>
            {mayReadAgain && (
              <Button variant="outline" onClick={onRetry} disabled={retrying}>
                <RotateCw /> {status === 'failed' ? 'Retry' : 'Read it'}
              </Button>
            )}
          </div>
        )}
        {status === 'posted' && bill.voucher_id && (
          <Button asChild>
            <Link to="/invoices/$invoiceId" params={{ invoiceId: bill.voucher_id }}>
              <ExternalLink /> Open purchase {bill.voucher_number ?? ''}
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
