import type { VoucherList, VoucherRow } from '@app/shared/books/voucher-docs';
import { formatRupees } from '@app/shared/money';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { indianDate } from '@/lib/format';
import type { TransactionSortField } from '../transactions-search';
import { SortHeader } from './sort-header';
import { TransactionRowActions } from './transaction-row-actions';
import { TransactionTypeBadge } from './transaction-type-badge';

const COLUMNS = 9;

interface TransactionsTableProps {
  /** undefined while the first page loads (skeleton rows). */
  rows: VoucherRow[] | undefined;
  meta: Pick<VoucherList['meta'], 'total_debit' | 'total_credit'> | undefined;
  /** The Sr. No. of the first row: numbers continue across pages. */
  firstNumber: number;
  sort: TransactionSortField;
  order: 1 | -1;
  onSort: (field: TransactionSortField, order: 1 | -1) => void;
  selected: readonly string[];
  onSelectedChange: (ids: string[]) => void;
  onDelete: (row: VoucherRow) => void;
}

/** Spec 3: a negative amount is a debit, any other a credit; both shown as positive amounts. */
const debitOf = (row: VoucherRow) => (row.amount < 0 ? formatRupees(-row.amount) : '');
const creditOf = (row: VoucherRow) => (row.amount < 0 ? '' : formatRupees(row.amount));

/**
 * Spec 2: select-all, Sr. No., Transaction Date, Sender / Receiver, Transaction Type,
 * Transaction No., Debit, Credit, Actions, and the totals of every matching row.
 */
export function TransactionsTable({
  rows,
  meta,
  firstNumber,
  sort,
  order,
  onSort,
  selected,
  onSelectedChange,
  onDelete,
}: TransactionsTableProps) {
  const ids = rows?.map((row) => row._id) ?? [];
  const chosenHere = ids.filter((id) => selected.includes(id));
  const allChosen = ids.length > 0 && chosenHere.length === ids.length;
  // Select-all works on this page: it adds or removes this page's rows and keeps the others.
  const toggleAll = (checked: boolean) =>
    onSelectedChange(checked ? [...new Set([...selected, ...ids])] : selected.filter((id) => !ids.includes(id)));
  const toggle = (id: string, checked: boolean) =>
    onSelectedChange(checked ? [...selected, id] : selected.filter((chosen) => chosen !== id));
  const sortProps = { sort, order, onSort };

  return (
    <div className="bg-card rounded-lg border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="w-10">
              <Checkbox
                aria-label="Select all transactions on this page"
                disabled={ids.length === 0}
                checked={allChosen ? true : chosenHere.length > 0 ? 'indeterminate' : false}
                onCheckedChange={(checked) => toggleAll(checked === true)}
              />
            </TableHead>
            <TableHead className="w-16">Sr. No.</TableHead>
            <SortHeader field="date" label="Transaction Date" {...sortProps} />
            <SortHeader field="party_name" label="Sender / Receiver" {...sortProps} />
            <SortHeader field="voucher_type" label="Transaction Type" {...sortProps} />
            <SortHeader field="voucher_number" label="Transaction No." {...sortProps} />
            <TableHead className="text-right">Debit</TableHead>
            <TableHead className="text-right">Credit</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows === undefined
            ? Array.from({ length: 5 }, (_, row) => (
                <TableRow key={row} data-testid="skeleton-row">
                  {Array.from({ length: COLUMNS }, (_, cell) => (
                    <TableCell key={cell}>
                      <Skeleton className={cell === 0 ? 'size-4' : cell === 3 ? 'h-4 w-40' : 'h-4 w-16'} />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : rows.map((row, index) => {
                const chosen = selected.includes(row._id);
                return (
                  <TableRow key={row._id} data-state={chosen ? 'selected' : undefined}>
                    <TableCell>
                      <Checkbox
                        aria-label={`Select ${row.voucher_type} ${row.voucher_number}`}
                        checked={chosen}
                        onCheckedChange={(checked) => toggle(row._id, checked === true)}
                      />
                    </TableCell>
                    <TableCell className="text-muted-foreground">{firstNumber + index}</TableCell>
                    <TableCell className="whitespace-nowrap">{indianDate(row.date)}</TableCell>
                    <TableCell>
                      <div className="max-w-64 min-w-0">
                        <p className="truncate font-medium">{row.party_name}</p>
                        {row.party_tin && <p className="text-muted-foreground truncate text-xs">{row.party_tin}</p>}
                      </div>
                    </TableCell>
                    <TableCell>
                      <TransactionTypeBadge type={row.voucher_type} />
                    </TableCell>
                    <TableCell className="font-mono text-xs whitespace-nowrap">{row.voucher_number}</TableCell>
                    <TableCell className="text-right whitespace-nowrap tabular-nums">{debitOf(row)}</TableCell>
                    <TableCell className="text-right whitespace-nowrap tabular-nums">{creditOf(row)}</TableCell>
                    <TableCell>
                      <TransactionRowActions row={row} onDelete={onDelete} />
                    </TableCell>
                  </TableRow>
                );
              })}
        </TableBody>
        {meta && (
          <TableFooter>
            <TableRow>
              <TableCell colSpan={6} className="font-semibold">
                Total
              </TableCell>
              <TableCell aria-label="Total debit" className="text-right font-semibold whitespace-nowrap tabular-nums">
                {formatRupees(Math.abs(meta.total_debit))}
              </TableCell>
              <TableCell aria-label="Total credit" className="text-right font-semibold whitespace-nowrap tabular-nums">
                {formatRupees(Math.abs(meta.total_credit))}
              </TableCell>
              <TableCell />
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </div>
  );
}
