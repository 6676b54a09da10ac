import { Link } from '@tanstack/react-router';
import { ListError } from '@/components/list-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { usePendingEInvoices } from '../../api/list-pending-einvoices';
import { PendingEInvoicesCard } from './pending-einvoices';
import { ResponseImportCard } from './response-import';

interface EInvoiceBulkTabProps {
  companyId: string;
  /** The return period's first and last days, YYYY-MM-DD. */
  from: string;
  to: string;
}

/**
 * Issue 36, the portal's way: for a business without API access, or with its GSP down, the
 * period's invoices as files for the e-invoice portal's bulk upload, and the portal's response
 * file brought back so each IRN lands on its invoice. Shown on the GST Returns page.
 */
export function EInvoiceBulkTab({ companyId, from, to }: EInvoiceBulkTabProps) {
  const pending = usePendingEInvoices(companyId, from, to);
  // 400: the company does not e-invoice (the server says so); nothing here works until it does.
  if (pending.error instanceof ApiError && pending.error.status === 400 && !pending.data) {
    return <EInvoicingOff message={pending.error.message} />;
  }
  return (
    <div className="flex flex-col gap-4">
      {pending.data ? (
        <PendingEInvoicesCard pending={pending.data} from={from} to={to} />
      ) : pending.isError ? (
        <ListError error={pending.error} onRetry={() => void pending.refetch()} />
      ) : (
        <Skeleton aria-label="Loading" className="h-40 w-full" />
      )}
      <ResponseImportCard companyId={companyId} />
    </div>
  );
}

function EInvoicingOff({ message }: { message: string }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border px-6 py-12 text-center">
      <p>{message}</p>
      <p className="text-muted-foreground text-sm">
        Those who manage the company turn it on under Account &gt; Settings, in E-invoice.
      </p>
      <Button variant="outline" asChild>
        <Link to="/account">Open Account</Link>
      </Button>
    </div>
  );
}
