import { Link } from '@tanstack/react-router';
import { ExternalLink, Loader2, RotateCw } from 'lucide-react';
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
    title: 'The bill could not be read',
    text: 'Read it again, or discard it and enter the purchase yourself.',
  },
  held: {
    title: 'Held: e-mailed by a sender you have not allowed',
    text: 'It has not been read. Read it if you know the sender, or discard it.',
  },
};

/** A bill with no draft to review (yet): where it is, and what can be done about it. */
export function BillStateCard({
  bill,
  status,
  onRetry,
  retrying,
}: {
  bill: Bill;
  /** The bill's state, known not to be ready. */
  status: WaitingStatus;
  onRetry: () => void;
  retrying: boolean;
}) {
  const words = WORDS[status];
  const busy = status === 'queued' || status === 'reading';
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
        {(status === 'failed' || status === 'held') && (
          <Button onClick={onRetry} disabled={retrying}>
            <RotateCw /> {status === 'failed' ? 'Retry' : 'Read it'}
          </Button>
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
