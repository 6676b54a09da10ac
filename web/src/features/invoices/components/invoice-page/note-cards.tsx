import { Link } from '@tanstack/react-router';
import { FileText, Undo2 } from 'lucide-react';
import type { Voucher } from '@app/shared/books/voucher-docs';
import type { NoteKind } from '@app/shared/books/voucher-types';
import { formatRupees } from '@app/shared/money';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { indianDate } from '@/lib/format';
import { TableCard } from './table-card';

/**
 * Issue 18, CGST rule 53(1A): a note names the invoice it is raised against, with its date; the
 * card links back to it.
 */
export function AgainstInvoiceCard({
  against,
  reason,
  kind,
}: {
  against: NonNullable<Voucher['against']>;
  reason?: string | null;
  kind?: NoteKind;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileText className="size-4" /> Against Invoice
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <div className="flex flex-col gap-1">
            <dt className="text-muted-foreground">Invoice No.</dt>
            <dd>
              <Link
                to="/invoices/$invoiceId"
                params={{ invoiceId: against.vouchar_id }}
                className="text-primary font-medium hover:underline"
              >
                {against.voucher_number}
              </Link>
            </dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-muted-foreground">Invoice Date</dt>
            <dd>{indianDate(against.date)}</dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-muted-foreground">Invoice Value</dt>
            <dd>{formatRupees(against.grand_total)}</dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-muted-foreground">Reason</dt>
            {/* A note against an invoice returns quantities of its lines unless it changes their price. */}
            <dd>{reason ?? KIND_TEXT[kind ?? 'return']}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

const KIND_TEXT: Record<NoteKind, string> = {
  return: 'Goods returned',
  value: 'Price lowered',
  increase: 'Price raised',
};

/**
 * Issue 18: the notes raised against an invoice (credit notes and debit notes raising a sale;
 * debit notes against a purchase), each linking to its page with what it did, and what they
 * credited (and raised) in all.
 */
export function InvoiceNotesCard({ voucher }: { voucher: Voucher }) {
  const returns = voucher.returns;
  if (!returns || returns.notes.length === 0) return null;
  const own = voucher.voucher_type === 'Purchase' ? 'Debit Note' : 'Credit Note';
  const types = new Set(returns.notes.map((note) => note.voucher_type ?? own));
  const title = types.size > 1 ? 'Credit and Debit Notes' : `${[...types][0] ?? own}s`;
  const notes = [...returns.notes].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <TableCard icon={Undo2} title={title}>
      <TableHeader>
        <TableRow>
          <TableHead>Note No.</TableHead>
          <TableHead>Date</TableHead>
          <TableHead>What it did</TableHead>
          <TableHead className="text-right">Value</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {notes.map((note) => (
          <TableRow key={note.vouchar_id}>
            <TableCell>
              <Link
                to="/invoices/$invoiceId"
                params={{ invoiceId: note.vouchar_id }}
                className="text-primary font-medium hover:underline"
              >
                {note.voucher_number}
              </Link>
            </TableCell>
            <TableCell>{indianDate(note.date)}</TableCell>
            <TableCell>{KIND_TEXT[note.note_kind ?? 'return']}</TableCell>
            <TableCell className="text-right">{formatRupees(note.grand_total)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={3} className="text-right font-semibold">
            {voucher.voucher_type === 'Purchase' ? 'Total debited' : 'Total credited'}
          </TableCell>
          <TableCell className="text-right font-semibold">{formatRupees(returns.credited)}</TableCell>
        </TableRow>
        {returns.raised !== undefined && (
          <TableRow>
            <TableCell colSpan={3} className="text-right font-semibold">
              Total raised
            </TableCell>
            <TableCell className="text-right font-semibold">{formatRupees(returns.raised)}</TableCell>
          </TableRow>
        )}
      </TableFooter>
    </TableCard>
  );
}
