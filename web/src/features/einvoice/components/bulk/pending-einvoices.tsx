import { Link } from '@tanstack/react-router';
import { FileDown } from 'lucide-react';
import { useMemo } from 'react';
import { bulkFiles } from '@app/shared/einvoice/einvoice-bulk';
import { MAX_PENDING, type PendingEInvoices } from '@app/shared/einvoice/einvoice-docs';
import type { EInvoiceJson } from '@app/shared/einvoice/einvoice-schema';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { saveBlob } from '@/lib/save-file';
import { countOf } from './bulk-count';

interface PendingEInvoicesProps {
  pending: PendingEInvoices;
  /** The period's first and last days, YYYY-MM-DD, which name the files. */
  from: string;
  to: string;
}

/** 'line 2' -> 'Line 2': where the user goes to fix it, as the invoice page's e-Invoice card says it. */
const placeOf = (where: string) => `${where.charAt(0).toUpperCase()}${where.slice(1)}`;

/** The invoices cut into the portal's files (2 MB at most each), or why they cannot be. */
function cut(documents: PendingEInvoices['documents']): { files: string[]; problem: string | null } {
  try {
    // The server checked each against the IRP's schema (those that fail are `refused`).
    return { files: bulkFiles(documents.map((document) => document.json as EInvoiceJson)), problem: null };
  } catch (error) {
    return { files: [], problem: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Issue 36, the portal's bulk upload: the period's invoices without an IRN as the files to upload
 * on the e-invoice portal, and those that cannot leave as they are, each with what to fix.
 */
export function PendingEInvoicesCard({ pending, from, to }: PendingEInvoicesProps) {
  const { documents, refused, truncated } = pending;
  const { files, problem } = useMemo(() => cut(documents), [documents]);
  const download = () =>
    files.forEach((file, index) => {
      const name = files.length === 1 ? `einvoices-${from}-to-${to}` : `einvoices-${from}-to-${to}-${index + 1}`;
      saveBlob(new Blob([file], { type: 'application/json' }), `${name}.json`);
    });
  return (
    <Card className="gap-3">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle className="text-base">Invoices to report ({documents.length})</CardTitle>
          <CardDescription>
            The period's sales invoices and notes that need an IRN and have none yet. Upload the files on the e-invoice
            portal (Bulk Upload), then bring its response file below.
          </CardDescription>
        </div>
        <Button variant="outline" disabled={files.length === 0} onClick={download}>
          <FileDown /> Download bulk files
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {problem ? (
          <p role="alert" className="text-destructive">
            {problem}
          </p>
        ) : (
          documents.length > 0 && (
            <p>
              {countOf(files.length, 'file')} for {countOf(documents.length, 'invoice')}, each within the portal&apos;s
              2 MB.
            </p>
          )
        )}
        {truncated && (
          <p role="alert" className="text-destructive">
            The period holds more than {MAX_PENDING.toLocaleString('en-IN')} invoices: these are the first{' '}
            {MAX_PENDING.toLocaleString('en-IN')}. Pick a shorter period (a month rather than a quarter) for the rest.
          </p>
        )}
        {refused.length > 0 && (
          <div className="border-destructive/40 bg-destructive/5 rounded-lg border p-3">
            <p className="text-destructive font-medium">
              {countOf(refused.length, 'invoice')} cannot be reported until fixed
            </p>
            <ul aria-label="Invoices to fix" className="mt-2 flex flex-col gap-2">
              {refused.map((invoice) => (
                <li key={invoice.vouchar_id}>
                  <Link
                    to="/invoices/$invoiceId"
                    params={{ invoiceId: invoice.vouchar_id }}
                    className="font-medium underline-offset-4 hover:underline"
                  >
                    {invoice.voucher_number}
                  </Link>
                  <ul className="mt-1 list-disc pl-5">
                    {invoice.problems.map((item) => (
                      <li key={`${item.where}-${item.message}`}>
                        <span className="font-medium">{placeOf(item.where)}:</span> {item.message}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
