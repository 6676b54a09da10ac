import { Link } from '@tanstack/react-router';
import { FileUp } from 'lucide-react';
import {
  RESPONSE_FILE_MAX_CHARS,
  RESPONSE_MESSAGES,
  type ResponseFileResult,
} from '@app/shared/einvoice/einvoice-docs';
import { JsonFileButton } from '@/components/json-file-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import { useImportEInvoiceResponses } from '../../api/import-einvoice-responses';
import { countOf } from './bulk-count';

/** An IRN is 64 characters: its first 12 tell it apart on screen. */
const shortIrn = (irn: string) => `${irn.slice(0, 12)}…`;

/**
 * Issue 36, after the bulk upload: the portal's response file, whose IRNs and signed QR codes the
 * server checks and attaches to their invoices; what was attached, and what was not, and why.
 */
export function ResponseImportCard({ companyId }: { companyId: string }) {
  const importing = useImportEInvoiceResponses(companyId);
  const send = async (file: File) => {
    const text = await file.text();
    const problem =
      text.trim() === ''
        ? RESPONSE_MESSAGES.file
        : text.length > RESPONSE_FILE_MAX_CHARS
          ? RESPONSE_MESSAGES.tooLarge
          : null;
    if (problem) {
      notify.error(problem);
      return;
    }
    try {
      const { attached, refused } = await importing.mutateAsync(text);
      notify.success(RESPONSE_MESSAGES.done(attached.length, refused.length));
    } catch (error) {
      notify.error(failureMessage(error));
    }
  };
  return (
    <Card className="gap-3">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle className="text-base">Portal&apos;s response</CardTitle>
          <CardDescription>
            The JSON the portal gives for an uploaded file: each IRN, its acknowledgement and signed QR code go on their
            invoice.
          </CardDescription>
        </div>
        <JsonFileButton
          label="Response file"
          icon={<FileUp />}
          busy={importing.isPending}
          onFile={(file) => void send(file)}
        >
          Upload response file
        </JsonFileButton>
      </CardHeader>
      {importing.data && <ImportResult result={importing.data} />}
    </Card>
  );
}

function ImportResult({ result }: { result: ResponseFileResult }) {
  const { attached, unchanged, refused } = result;
  return (
    <CardContent className="flex flex-col gap-3 text-sm">
      {attached.length > 0 && (
        <div className="overflow-x-auto">
          <Table aria-label="IRNs attached">
            <TableHeader>
              <TableRow>
                <TableHead>Invoice</TableHead>
                <TableHead>Ack No</TableHead>
                <TableHead>IRN</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {attached.map((invoice) => (
                <TableRow key={invoice.vouchar_id}>
                  <TableCell>
                    <Link
                      to="/invoices/$invoiceId"
                      params={{ invoiceId: invoice.vouchar_id }}
                      className="font-medium underline-offset-4 hover:underline"
                    >
                      {invoice.voucher_number}
                    </Link>
                  </TableCell>
                  <TableCell className="tabular-nums">{invoice.ack_no}</TableCell>
                  <TableCell className="font-mono text-xs" title={invoice.irn}>
                    {shortIrn(invoice.irn)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {unchanged > 0 && (
        <p className="text-muted-foreground">
          {countOf(unchanged, 'invoice')} already had {unchanged === 1 ? 'its' : 'their'} IRN from this file: left as{' '}
          {unchanged === 1 ? 'it was' : 'they were'}.
        </p>
      )}
      {refused.length > 0 && (
        <div className="border-destructive/40 bg-destructive/5 rounded-lg border p-3">
          <p className="text-destructive font-medium">{countOf(refused.length, 'document')} not attached</p>
          <ul aria-label="Documents not attached" className="mt-2 flex list-disc flex-col gap-1 pl-5">
            {refused.map((entry) => (
              <li key={`${entry.document}-${entry.message}`}>
                <span className="font-medium">{entry.document}:</span> {entry.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </CardContent>
  );
}
