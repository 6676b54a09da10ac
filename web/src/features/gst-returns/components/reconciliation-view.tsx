import { useNavigate } from '@tanstack/react-router';
import { Check, Download, FilePlus, FileUp, Unlink } from 'lucide-react';
import type { ReactNode } from 'react';
import { GSTR2B_MESSAGES } from '@app/shared/gst/gstr2b';
import { RECONCILIATION_MESSAGES as M } from '@app/shared/gst/gstr2b-docs';
import { toDisplayDate } from '@app/shared/financial-year';
import { formatAmount, sumRupees } from '@app/shared/money';
import { JsonFileButton } from '@/components/json-file-button';
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
import {
  useDecideReconciliation,
  useDraftGstr2bBill,
  useReconciliation,
  useUploadGstr2b,
  type Decision,
} from '../api/reconciliation';
import {
  LinkButton,
  PendingButton,
  PendingNote,
  type Decide,
  type ReconDocument as Document,
} from './reconciliation-actions';

const MATCH_LABELS = {
  exact: 'Matched',
  suggested: 'Suggested',
  mismatch: 'Mismatch',
  accepted: 'Accepted',
  linked: 'Linked',
} as const;
const MATCH_TONES = {
  exact: 'secondary',
  suggested: 'outline',
  mismatch: 'destructive',
  accepted: 'secondary',
  linked: 'secondary',
} as const;

const tax = (document: Document) => document.igst + document.cgst + document.sgst;

const totalOf = (bills: readonly Document[], figure: (bill: Document) => number) => sumRupees(bills.map(figure));

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

function DocumentCells({ document, note }: { document: Document; note?: ReactNode }) {
  return (
    <>
      <TableCell className="max-w-64">
        <div className="font-medium">{document.number}</div>
        <div className="text-muted-foreground text-xs">{toDisplayDate(document.date)}</div>
        {note}
      </TableCell>
      <TableCell className="text-right tabular-nums">{formatAmount(document.taxable)}</TableCell>
      <TableCell className="text-right tabular-nums">{formatAmount(tax(document))}</TableCell>
    </>
  );
}

/**
 * What one side holds that the other has not: a supplier, a bill, its taxable value and tax, and
 * what may be done about it.
 */
function MissingTable(props: {
  title: string;
  hint: string;
  side: '2b' | 'books';
  documents: Document[];
  decide: Decide;
  actions: (document: Document) => ReactNode;
}) {
  const { title, hint, side, documents, decide } = props;
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
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {documents.map((document) => (
                <TableRow key={document.id}>
                  <TableCell>
                    <div>{document.supplier}</div>
                    <div className="text-muted-foreground text-xs">{document.gstin}</div>
                  </TableCell>
                  <DocumentCells
                    document={document}
                    note={<PendingNote side={side} document={document} decide={decide} />}
                  />
                  <TableCell className="text-right">
                    <div className="flex justify-end gap-1">{props.actions(document)}</div>
                  </TableCell>
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
  const decision = useDecideReconciliation(companyId, period);
  const decide: Decide = async (chosen: Decision, success: string) => {
    try {
      await decision.mutateAsync(chosen);
      notify.success(success);
      return true;
    } catch (error) {
      notify.error(failureMessage(error));
      return false;
    }
  };
  const drafting = useDraftGstr2bBill(companyId, period);
  const navigate = useNavigate();
  /** The bill's purchase drafted as a bill to review, which opens on its review page. */
  const draftPurchase = async (row: Document) => {
    try {
      const bill = await drafting.mutateAsync(row.id);
      notify.success(M.drafted(row.number));
      await navigate({ to: '/bills/$billId', params: { billId: bill._id } });
    } catch (error) {
      notify.error(failureMessage(error));
    }
  };
  const send = async (file: File) => {
    try {
      const kept = await upload.mutateAsync(await file.text());
      notify.success(GSTR2B_MESSAGES.kept(kept.period, kept.documents, kept.suppliers, kept.bills_of_entry));
    } catch (error) {
      notify.error(failureMessage(error));
    }
  };
  const doc = query.data;
  const suggestions = doc?.pairs.filter((pair) => pair.kind === 'suggested').length ?? 0;
  /** The books' unpaired bills a 2B row may be linked to: the same supplier, the same kind. */
  const candidatesOf = (row: Document) =>
    doc?.missing_in_2b.filter((entry) => entry.gstin === row.gstin && entry.kind === row.kind) ?? [];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground text-sm">
          {doc?.uploaded_at
            ? `GSTR-2B uploaded on ${toDisplayDate(doc.uploaded_at.slice(0, 10))}.`
            : 'No GSTR-2B uploaded for this period yet: download it from the GST portal as JSON.'}
        </p>
        <JsonFileButton
          label="GSTR-2B file"
          icon={<FileUp />}
          busy={upload.isPending}
          onFile={(file) => void send(file)}
        >
          Upload GSTR-2B
        </JsonFileButton>
      </div>
      {query.isError && !doc ? (
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      ) : !doc ? (
        <Skeleton aria-label="Loading" className="h-64 w-full" />
      ) : (
        <>
          <Card className="gap-3">
            <CardHeader className="flex flex-wrap items-center justify-between gap-2">
              <div className="grid gap-1.5">
                <CardTitle className="text-base">In 2B and in the books ({doc.pairs.length})</CardTitle>
                <CardDescription>
                  Matched, accepted and linked bills give credit in GSTR-3B; a suggestion does once you accept it.
                </CardDescription>
              </div>
              {suggestions > 0 && (
                <Button
                  disabled={decision.isPending}
                  onClick={() => void decide({ action: 'accept_suggestions' }, M.accepted(suggestions))}
                >
                  <Check /> Accept all suggestions ({suggestions})
                </Button>
              )}
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
                      <TableHead>
                        <span className="sr-only">Actions</span>
                      </TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {doc.pairs.map((pair) => (
                      <TableRow key={pair.two_b.id}>
                        <TableCell className="max-w-56 whitespace-normal">
                          <Badge variant={MATCH_TONES[pair.kind]}>{MATCH_LABELS[pair.kind]}</Badge>
                          {pair.kind !== 'exact' && pair.reason !== MATCH_LABELS[pair.kind] && (
                            <div className="text-muted-foreground mt-1 text-xs">{pair.reason}</div>
                          )}
                        </TableCell>
                        <TableCell>{pair.two_b.supplier}</TableCell>
                        <DocumentCells
                          document={pair.two_b}
                          note={<PendingNote side="2b" document={pair.two_b} decide={decide} />}
                        />
                        <DocumentCells document={pair.books} />
                        <TableCell className="text-right">
                          <div className="flex justify-end gap-1">
                            {pair.kind === 'suggested' && (
                              <Button
                                size="sm"
                                variant="outline"
                                aria-label={`Accept ${pair.two_b.number}`}
                                onClick={() =>
                                  void decide(
                                    { action: 'link', two_b_id: pair.two_b.id, books_id: pair.books.id },
                                    M.accepted(1),
                                  )
                                }
                              >
                                <Check /> Accept
                              </Button>
                            )}
                            {pair.kind === 'mismatch' && (
                              <PendingButton side="2b" document={pair.two_b} decide={decide} />
                            )}
                            <Button
                              size="sm"
                              variant="ghost"
                              aria-label={`Unlink ${pair.two_b.number}`}
                              onClick={() =>
                                void decide(
                                  { action: 'unlink', two_b_id: pair.two_b.id },
                                  M.unlinked(pair.two_b.number, pair.books.number),
                                )
                              }
                            >
                              <Unlink /> Unlink
                            </Button>
                          </div>
                        </TableCell>
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
            side="2b"
            documents={doc.missing_in_books}
            decide={decide}
            actions={(row) => (
              <>
                {row.kind === 'invoice' && (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={drafting.isPending}
                    aria-label={`Create purchase ${row.number}`}
                    onClick={() => void draftPurchase(row)}
                  >
                    <FilePlus /> Create purchase
                  </Button>
                )}
                <LinkButton row={row} candidates={candidatesOf(row)} decide={decide} />
                <PendingButton side="2b" document={row} decide={decide} />
              </>
            )}
          />
          <MissingTable
            title="In the books, not in 2B"
            hint="Bills your suppliers have not filed: no credit for them until they do (section 16(2)(aa))."
            side="books"
            documents={doc.missing_in_2b}
            decide={decide}
            actions={(entry) => <PendingButton side="books" document={entry} decide={decide} />}
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
