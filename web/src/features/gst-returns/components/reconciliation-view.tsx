import { Download, FileUp, Loader2 } from 'lucide-react';
import { useRef } from 'react';
import { GSTR2B_MESSAGES } from '@app/shared/gst/gstr2b';
import type { ReconciliationDoc } from '@app/shared/gst/gstr2b-docs';
import { toDisplayDate } from '@app/shared/financial-year';
import { formatAmount } from '@app/shared/money';
import { ListError } from '@/components/list-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { csvBlob, toCsv, type CsvColumn } from '@/lib/csv';
import { failureMessage } from '@/lib/failure-message';
import { saveBlob } from '@/lib/save-file';
import { notify } from '@/lib/toast';
import type { ReturnPeriod } from '../api/gstr3b';
import { useReconciliation, useUploadGstr2b } from '../api/reconciliation';

type Document = ReconciliationDoc['missing_in_books'][number];

const MATCH_LABELS = { exact: 'Matched', suggested: 'Suggested', mismatch: 'Mismatch' } as const;
const MATCH_TONES = { exact: 'secondary', suggested: 'outline', mismatch: 'destructive' } as const;

const tax = (document: Document) => document.igst + document.cgst + document.sgst;

/** Rupees added up in paise, so the sum does not drift. */
const totalOf = (bills: readonly Document[], figure: (bill: Document) => number) =>
  bills.reduce((sum, bill) => sum + Math.round(figure(bill) * 100), 0) / 100;

/** A supplier to chase: the bills the books hold that its GSTR-1 has not reported yet. */
interface FollowUp {
  supplier: string;
  gstin: string;
  bills: Document[];
}

/** The books' bills missing from 2B, supplier by supplier, the most tax held back first. */
function followUps(missing: readonly Document[]): FollowUp[] {
  const bySupplier = new Map<string, FollowUp>();
  for (const bill of missing) {
    const entry = bySupplier.get(bill.gstin) ?? { supplier: bill.supplier, gstin: bill.gstin, bills: [] };
    entry.bills.push(bill);
    bySupplier.set(bill.gstin, entry);
  }
  return [...bySupplier.values()].sort((a, b) => totalOf(b.bills, tax) - totalOf(a.bills, tax));
}

const FOLLOW_UP_COLUMNS: CsvColumn<FollowUp>[] = [
  { label: 'Supplier', value: (entry) => entry.supplier },
  { label: 'GSTIN', value: (entry) => entry.gstin },
  { label: 'Bills', value: (entry) => String(entry.bills.length) },
  { label: 'Bill numbers', value: (entry) => entry.bills.map((bill) => bill.number).join('; ') },
  {
    label: 'Taxable',
    value: (entry) => totalOf(entry.bills, (bill) => bill.taxable),
  },
  { label: 'Tax', value: (entry) => totalOf(entry.bills, tax) },
];

function DocumentCells({ document }: { document: Document }) {
  return (
    <>
      <TableCell>
        <div className="font-medium">{document.number}</div>
        <div className="text-muted-foreground text-xs">{toDisplayDate(document.date)}</div>
      </TableCell>
      <TableCell className="text-right tabular-nums">{formatAmount(document.taxable)}</TableCell>
      <TableCell className="text-right tabular-nums">{formatAmount(tax(document))}</TableCell>
    </>
  );
}

/** What one side holds that the other has not: a supplier, a bill, its taxable value and tax. */
function MissingTable({ title, hint, documents }: { title: string; hint: string; documents: Document[] }) {
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="text-base">
          {title} ({documents.length})
        </CardTitle>
        <CardDescription>{hint}</CardDescription>
      </CardHeader>
      {documents.length > 0 && (
        <CardContent className="overflow-x-auto">
          <Table aria-label={title}>
            <TableHeader>
              <TableRow>
                <TableHead>Supplier</TableHead>
                <TableHead>Bill</TableHead>
                <TableHead className="text-right">Taxable</TableHead>
                <TableHead className="text-right">Tax</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {documents.map((document) => (
                <TableRow key={document.id}>
                  <TableCell>
                    <div>{document.supplier}</div>
                    <div className="text-muted-foreground text-xs">{document.gstin}</div>
                  </TableCell>
                  <DocumentCells document={document} />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      )}
    </Card>
  );
}

/**
 * Issue 33, purchase reconciliation: upload the month's GSTR-2B JSON (again and again; the last
 * one is kept), then each of its bills against the books by rule, with the reason, and what is
 * missing on either side.
 */
export function ReconciliationView({ companyId, period }: { companyId: string; period: ReturnPeriod }) {
  const query = useReconciliation(companyId, period);
  const upload = useUploadGstr2b(companyId);
  const input = useRef<HTMLInputElement>(null);
  const send = async (file: File | undefined) => {
    if (!file) return;
    try {
      const kept = await upload.mutateAsync(await file.text());
      notify.success(GSTR2B_MESSAGES.kept(kept.period, kept.documents, kept.suppliers));
    } catch (error) {
      notify.error(failureMessage(error));
    }
  };
  const doc = query.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground text-sm">
          {doc?.uploaded_at
            ? `GSTR-2B uploaded on ${toDisplayDate(doc.uploaded_at.slice(0, 10))}.`
            : 'No GSTR-2B uploaded for this month yet: download it from the GST portal as JSON.'}
        </p>
        <input
          ref={input}
          type="file"
          accept=".json,application/json"
          className="hidden"
          aria-label="GSTR-2B file"
          onChange={(event) => {
            void send(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button variant="outline" disabled={upload.isPending} onClick={() => input.current?.click()}>
          {upload.isPending ? <Loader2 className="animate-spin" /> : <FileUp />} Upload GSTR-2B
        </Button>
      </div>
      {query.isError && !doc ? (
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      ) : !doc ? (
        <Skeleton aria-label="Loading" className="h-64 w-full" />
      ) : (
        <>
          <Card className="gap-3">
            <CardHeader>
              <CardTitle className="text-base">In 2B and in the books ({doc.pairs.length})</CardTitle>
            </CardHeader>
            {doc.pairs.length > 0 && (
              <CardContent className="overflow-x-auto">
                <Table aria-label="In 2B and in the books">
                  <TableHeader>
                    <TableRow>
                      <TableHead>Match</TableHead>
                      <TableHead>Supplier</TableHead>
                      <TableHead>In 2B</TableHead>
                      <TableHead className="text-right">Taxable</TableHead>
                      <TableHead className="text-right">Tax</TableHead>
                      <TableHead>In the books</TableHead>
                      <TableHead className="text-right">Taxable</TableHead>
                      <TableHead className="text-right">Tax</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {doc.pairs.map((pair) => (
                      <TableRow key={pair.two_b.id}>
                        <TableCell className="max-w-56 whitespace-normal">
                          <Badge variant={MATCH_TONES[pair.kind]}>{MATCH_LABELS[pair.kind]}</Badge>
                          {pair.kind !== 'exact' && (
                            <div className="text-muted-foreground mt-1 text-xs">{pair.reason}</div>
                          )}
                        </TableCell>
                        <TableCell>{pair.two_b.supplier}</TableCell>
                        <DocumentCells document={pair.two_b} />
                        <DocumentCells document={pair.books} />
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </CardContent>
            )}
          </Card>
          <MissingTable
            title="In 2B, not in the books"
            hint="Bills your suppliers filed that are not entered yet."
            documents={doc.missing_in_books}
          />
          <MissingTable
            title="In the books, not in 2B"
            hint="Bills your suppliers have not filed: no credit for them until they do (section 16(2)(aa))."
            documents={doc.missing_in_2b}
          />
          {doc.missing_in_2b.length > 0 && (
            <div className="flex justify-end">
              <Button
                variant="outline"
                onClick={() =>
                  saveBlob(
                    csvBlob(toCsv(FOLLOW_UP_COLUMNS, followUps(doc.missing_in_2b))),
                    `suppliers-to-follow-up-${doc.period}.csv`,
                  )
                }
              >
                <Download /> Suppliers to follow up (CSV)
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
