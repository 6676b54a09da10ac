import { Download } from 'lucide-react';
import type { TaxInvoiceView } from '@app/shared/billing/tax-invoice';
import { formatRupees } from '@app/shared/money';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { failureMessage } from '@/lib/failure-message';
import { indianDate } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useDownloadTaxInvoice, useTaxInvoices } from '../api/tax-invoices';

/** The tax in words: CGST and SGST, or IGST. */
const taxText = (invoice: TaxInvoiceView) =>
  invoice.igst ? `IGST ${formatRupees(invoice.igst)}` : `CGST + SGST ${formatRupees(invoice.cgst + invoice.sgst)}`;

/** Issue 31: the subscriber's tax invoices for their plan (one per payment), each to download as a PDF. */
export function InvoicesBlock() {
  const invoices = useTaxInvoices();
  const download = useDownloadTaxInvoice();
  if (invoices.isError) return <p className="text-muted-foreground text-sm">{failureMessage(invoices.error)}</p>;
  if (!invoices.data) return <Skeleton className="h-16 w-full" aria-label="Loading the invoices" />;
  if (invoices.data.length === 0)
    return (
      <p className="text-muted-foreground py-2 text-sm">
        No invoices yet: each payment of a plan gets its tax invoice here.
      </p>
    );
  return (
    <ul aria-label="Tax invoices" className="flex flex-col divide-y">
      {invoices.data.map((invoice) => (
        <li key={invoice._id} className="flex flex-wrap items-center gap-3 py-3">
          <div className="min-w-40 flex-1">
            <p className="text-sm font-medium">
              {invoice.invoice_number} · {indianDate(invoice.issued_at)}
            </p>
            <p className="text-muted-foreground text-xs">{invoice.description}</p>
            <p className="text-muted-foreground text-xs">
              {taxText(invoice)} · place of supply {invoice.place_of_supply}
            </p>
          </div>
          <span className="text-sm font-medium tabular-nums">{formatRupees(invoice.total)}</span>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Download ${invoice.invoice_number}`}
            disabled={download.isPending}
            onClick={() => download.mutate(invoice._id, { onError: (error) => notify.error(failureMessage(error)) })}
          >
            <Download /> PDF
          </Button>
        </li>
      ))}
    </ul>
  );
}
