import { Link } from '@tanstack/react-router';
import { FileText } from 'lucide-react';
import type { VoucherList, VoucherRow } from '@app/shared/books/voucher-docs';
import { formatRupees } from '@app/shared/money';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { indianDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { InvoiceSortField } from '../invoice-search';
import { INVOICE_MESSAGES } from '../messages';
import { InvoiceRowActions } from './invoice-row-actions';
import { SortHeader } from './sort-header';
import { CancelledChip, InvoiceTypeChip } from './status-chips';

const COLUMNS = 9;

/** Spec 3: a row's amount is a debit when negative, otherwise a credit; both shown as positive. */
export const debitOf = (amount: number) => (amount < 0 ? -amount : null);
export const creditOf = (amount: number) => (amount < 0 ? null : amount);

interface InvoicesTableProps {
  /** Undefined while the first page loads. */
  rows: VoucherRow[] | undefined;
  meta: VoucherList['meta'] | undefined;
  /** Sr. No. of the first row: numbers carry on across pages. */
  firstNumber: number;
  sort: InvoiceSortField;
  order: 1 | -1;
  onSort: (field: InvoiceSortField, order: 1 | -1) => void;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  onDelete: (row: VoucherRow) => void;
}

/** Spec 2: the Invoices Directory's table, its totals row, and an empty state. */
export function InvoicesTable(props: InvoicesTableProps) {
  const { rows, meta, sort, order, onSort, selected, onSelect } = props;
  const ids = rows?.map((row) => row._id) ?? [];
  const chosen = ids.filter((id) => selected.has(id)).length;
  const allChosen = ids.length > 0 && chosen === ids.length;
  const sortProps = { sort, order, onSort };
  return (
    <div className="bg-card rounded-lg border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="w-10">
              <Checkbox
                aria-label="Select all invoices on this page"
                checked={allChosen ? true : chosen > 0 ? 'indeterminate' : false}
                disabled={ids.length === 0}
                onCheckedChange={(checked) => onSelect(ids, checked === true)}
              />
            </TableHead>
            <TableHead className="w-16">Sr. No.</TableHead>
            <SortHeader field="date" label="Invoice Date" {...sortProps} />
            <SortHeader field="party_name" label="Customer Information" {...sortProps} />
            <SortHeader field="voucher_type" label="Invoice Type" {...sortProps} />
            <SortHeader field="voucher_number" label="Invoice No." {...sortProps} />
            <TableHead className="text-right">Debit</TableHead>
            <TableHead className="text-right">Credit</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows === undefined ? (
            Array.from({ length: 5 }, (_, row) => (
              <TableRow key={row} data-testid="skeleton-row">
                {Array.from({ length: COLUMNS }, (_, cell) => (
                  <TableCell key={cell}>
                    <Skeleton className={cell === 3 ? 'h-8 w-40' : cell < 2 ? 'h-4 w-6' : 'h-4 w-20'} />
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={COLUMNS}>
                <div className="flex flex-col items-center gap-2 py-10 text-center">
                  <FileText className="text-muted-foreground size-10" />
                  <h3 className="font-semibold">{INVOICE_MESSAGES.empty}</h3>
                  <p className="text-muted-foreground text-sm">
                    Change the dates or filters, or add a sales or purchase invoice.
                  </p>
                </div>
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row, index) => (
              <InvoiceRow
                key={row._id}
                row={row}
                number={props.firstNumber + index}
                selected={selected}
                onSelect={onSelect}
                onDelete={props.onDelete}
              />
            ))
          )}
        </TableBody>
        {rows !== undefined && rows.length > 0 && meta && (
          <TableFooter>
            <TableRow>
              <TableCell colSpan={6} className="text-right font-semibold">
                Total
              </TableCell>
              <TableCell className="text-right font-semibold">{formatRupees(Math.abs(meta.total_debit))}</TableCell>
              <TableCell className="text-right font-semibold">{formatRupees(Math.abs(meta.total_credit))}</TableCell>
              <TableCell />
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </div>
  );
}

function InvoiceRow({
  row,
  number,
  selected,
  onSelect,
  onDelete,
}: { row: VoucherRow; number: number } & Pick<InvoicesTableProps, 'selected' | 'onSelect' | 'onDelete'>) {
  const cancelled = row.status !== 'active';
  const debit = debitOf(row.amount);
  const credit = creditOf(row.amount);
  return (
    <TableRow data-state={selected.has(row._id) ? 'selected' : undefined} className={cn(cancelled && 'opacity-60')}>
      <TableCell>
        <Checkbox
          aria-label={`Select invoice ${row.voucher_number}`}
          checked={selected.has(row._id)}
          onCheckedChange={(checked) => onSelect([row._id], checked === true)}
        />
      </TableCell>
      <TableCell className="text-muted-foreground">{number}</TableCell>
      <TableCell className="whitespace-nowrap">{indianDate(row.date)}</TableCell>
      <TableCell>
        <p className="max-w-60 truncate font-medium">{row.party_name}</p>
        {row.party_tin && <p className="text-muted-foreground text-xs">GSTIN {row.party_tin}</p>}
      </TableCell>
      <TableCell>
        <InvoiceTypeChip type={row.voucher_type} />
      </TableCell>
      <TableCell>
        <div className="flex items-center gap-2">
          <Link
            to="/invoices/$invoiceId"
            params={{ invoiceId: row._id }}
            className={cn('text-primary font-medium hover:underline', cancelled && 'line-through')}
          >
            {row.voucher_number}
          </Link>
          {cancelled && <CancelledChip />}
        </div>
      </TableCell>
      <TableCell className="text-right whitespace-nowrap">{debit === null ? '' : formatRupees(debit)}</TableCell>
      <TableCell className="text-right whitespace-nowrap">{credit === null ? '' : formatRupees(credit)}</TableCell>
      <TableCell className="text-right">
        <InvoiceRowActions row={row} onDelete={onDelete} />
      </TableCell>
    </TableRow>
  );
}
