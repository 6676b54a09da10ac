import { Link } from '@tanstack/react-router';
import { FileText } from 'lucide-react';
import type { VoucherList, VoucherRow } from '@app/shared/books/voucher-docs';
import { indianDate as todayInIndia } from '@app/shared/financial-year';
import { Checkbox } from '@/components/ui/checkbox';

import { Table, TableBody, TableCell, TableRow } from '@/components/ui/table';
import { DebitCreditCells, VoucherTableHeader, VoucherTotalsFooter } from '@/components/voucher-table';
import { indianDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { InvoiceSortField } from '../invoice-search';
import { INVOICE_MESSAGES } from '../messages';
import { InvoiceRowActions } from './invoice-row-actions';
import { rowStatusOf } from '../invoice-status';
import { rowReturnStatusOf } from '../note-form';
import { CancelledChip, InvoiceStatusChip, InvoiceTypeChip, ReturnStatusChip } from './status-chips';
import { SkeletonRows } from '@/components/skeleton-rows';

const COLUMNS = 9;

const SORT_COLUMNS = [
  { field: 'date', label: 'Invoice Date' },
  { field: 'party_name', label: 'Customer Information' },
  { field: 'voucher_type', label: 'Invoice Type' },
  { field: 'voucher_number', label: 'Invoice No.' },
] as const satisfies readonly { field: InvoiceSortField; label: string }[];

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
  onSelect: (ids: readonly string[], selected: boolean) => void;
  onDelete: (row: VoucherRow) => void;
  onPrint: (row: VoucherRow) => void;
}

/** Spec 2: the Invoices Directory's table, its totals row, and an empty state. */
export function InvoicesTable(props: InvoicesTableProps) {
  const { rows, meta, sort, order, onSort, selected, onSelect } = props;
  const ids = rows?.map((row) => row._id) ?? [];
  return (
    <div className="bg-card rounded-lg border">
      <Table>
        <VoucherTableHeader
          columns={SORT_COLUMNS}
          sort={sort}
          order={order}
          onSort={onSort}
          ids={ids}
          selected={selected}
          onSelect={onSelect}
          selectAllLabel="Select all invoices on this page"
        />
        <TableBody>
          {rows === undefined ? (
            <SkeletonRows
              columns={COLUMNS}
              cellClass={(cell) => (cell === 3 ? 'h-8 w-40' : cell < 2 ? 'h-4 w-6' : 'h-4 w-20')}
            />
          ) : rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={COLUMNS}>
                <div className="flex flex-col items-center gap-2 py-10 text-center">
                  <FileText className="text-muted-foreground size-10" />
                  <h3 className="font-semibold">{INVOICE_MESSAGES.empty}</h3>
                  <p className="text-muted-foreground text-sm">{INVOICE_MESSAGES.emptyHint}</p>
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
                onPrint={props.onPrint}
              />
            ))
          )}
        </TableBody>
        {rows !== undefined && rows.length > 0 && meta && <VoucherTotalsFooter totals={meta} />}
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
  onPrint,
}: { row: VoucherRow; number: number } & Pick<InvoicesTableProps, 'selected' | 'onSelect' | 'onDelete' | 'onPrint'>) {
  const cancelled = row.status !== 'active';
  const returned = rowReturnStatusOf(row);
  const overdue = rowStatusOf(row, todayInIndia()) === 'OVERDUE';
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
          {overdue && <InvoiceStatusChip status="OVERDUE" />}
          {returned && <ReturnStatusChip status={returned} />}
        </div>
        {row.against_number && <p className="text-muted-foreground text-xs">Against {row.against_number}</p>}
      </TableCell>
      <DebitCreditCells amount={row.amount} />
      <TableCell className="text-right">
        <InvoiceRowActions row={row} onDelete={onDelete} onPrint={onPrint} />
      </TableCell>
    </TableRow>
  );
}
