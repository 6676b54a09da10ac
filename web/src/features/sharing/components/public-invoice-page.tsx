import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { Download, Link2Off, Loader2 } from 'lucide-react';
import { LINK_MESSAGES, type PublicInvoice } from '@app/shared/sharing/invoice-link-docs';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/failure-message';
import { indianDate } from '@/lib/format';
import { notify } from '@/lib/toast';
import { usePublicInvoice } from '../api/get-public-invoice';
import { useDownloadPublicInvoice } from '../api/print-public-invoice';
import { PayByUpi } from './pay-by-upi';
import { PublicInvoiceHeader } from './public-invoice-header';
import { PublicInvoiceLines, PublicInvoiceTotals } from './public-invoice-lines';

/** A token withdrawn, expired or never made (404), or not a token at all (400). */
const isGone = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * Issue 37: /i/<token>, the invoice a shared link opens, for whoever has the link: the seller, the
 * lines and totals, what is still due, Pay by UPI when the seller takes it, and the PDF. Made for a
 * phone first (360 px): one column, nothing wider than the screen, the Pay button full width.
 */
export function PublicInvoicePage({ token }: { token: string }) {
  const query = usePublicInvoice(token);
  return (
    <main className="bg-muted/40 min-h-svh px-3 py-4 sm:px-6 sm:py-10">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        {query.data ? (
          <SharedInvoice token={token} shared={query.data} />
        ) : query.isError ? (
          <Unavailable error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <p role="status" className="text-muted-foreground flex items-center justify-center gap-2 py-24 text-sm">
            <Loader2 className="size-4 animate-spin" aria-hidden /> Opening the invoice…
          </p>
        )}
        <p className="text-muted-foreground text-center text-xs">
          Sent with{' '}
          <Link to="/" className="hover:text-foreground underline underline-offset-4">
            Hisaab
          </Link>
        </p>
      </div>
    </main>
  );
}

function SharedInvoice({ token, shared }: { token: string; shared: PublicInvoice }) {
  const { invoice, seller, upi } = shared;
  const download = useDownloadPublicInvoice(token, invoice.number);
  useEffect(() => {
    const before = document.title;
    document.title = `Invoice ${invoice.number} from ${seller.name}`;
    return () => {
      document.title = before;
    };
  }, [invoice.number, seller.name]);
  return (
    <>
      <article className="bg-card flex min-w-0 flex-col gap-4 rounded-xl border pb-4 shadow-sm sm:pb-6">
        <PublicInvoiceHeader shared={shared} />
        <PublicInvoiceLines lines={invoice.lines} />
        <div className="px-4 sm:px-6">
          <PublicInvoiceTotals invoice={invoice} />
        </div>
      </article>
      {upi && <PayByUpi upi={upi} />}
      <div className="flex flex-col items-center gap-2">
        <Button
          variant="outline"
          className="w-full sm:w-auto"
          disabled={download.isPending}
          onClick={() => download.mutate(undefined, { onError: (error) => notify.error(failureMessage(error)) })}
        >
          {download.isPending ? <Loader2 className="animate-spin" /> : <Download />} Download PDF
        </Button>
        <p className="text-muted-foreground text-xs">
          This link opens the invoice until {indianDate(shared.expires_at)}.
        </p>
      </div>
    </>
  );
}

function Unavailable({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const gone = isGone(error);
  return (
    <div role="alert" className="bg-card flex flex-col items-center gap-3 rounded-xl border px-4 py-16 text-center">
      <Link2Off className="text-muted-foreground size-8" aria-hidden />
      <p className="max-w-sm text-sm">{gone ? LINK_MESSAGES.gone : failureMessage(error)}</p>
      {!gone && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
