import type { VoucherList, VoucherRow } from '@app/shared/books/voucher-docs';
import { Checkbox } from '@/components/ui/checkbox';

import { Table, TableBody, TableCell, TableRow } from '@/components/ui/table';
import { DebitCreditCells, VoucherTableHeader, VoucherTotalsFooter } from '@/components/voucher-table';
import { indianDate } from '@/lib/format';
import type { TransactionSortField } from '../transactions-search';
import { TransactionRowActions } from './transaction-row-actions';
import { TransactionTypeBadge } from './transaction-type-badge';
import { SkeletonRows } from '@/components/skeleton-rows';

const COLUMNS = 9;

const SORT_COLUMNS = [
  { field: 'date', label: 'Transaction Date' },
  { field: 'party_name', label: 'Sender / Receiver' },
  { field: 'voucher_type', label: 'Transaction Type' },
  { field: 'voucher_number', label: 'Transaction No.' },
] as const satisfies readonly { field: TransactionSortField; label: string }[];

interface TransactionsTableProps {
  /** undefined while the first page loads (skeleton rows). */
  rows: VoucherRow[] | undefined;
  meta: Pick<VoucherList['meta'], 'total_debit' | 'total_credit'> | undefined;
  /** The Sr. No. of the first row: numbers continue across pages. */
  firstNumber: number;
  sort: TransactionSortField;
  order: 1 | -1;
  onSort: (field: TransactionSortField, order: 1 | -1) => void;
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], selected: boolean) => void;
  onDelete: (row: VoucherRow) => void;
  onPrint: (row: VoucherRow) => void;
}

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
  onSelect,
  onDelete,
  onPrint,
}: TransactionsTableProps) {
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
          selectAllLabel="Select all transactions on this page"
        />
        <TableBody>
          {rows === undefined ? (
            <SkeletonRows
              columns={COLUMNS}
              cellClass={(cell) => (cell === 0 ? 'size-4' : cell === 3 ? 'h-4 w-40' : 'h-4 w-16')}
            />
          ) : (
            rows.map((row, index) => {
              const chosen = selected.has(row._id);
              return (
                <TableRow key={row._id} data-state={chosen ? 'selected' : undefined}>
                  <TableCell>
                    <Checkbox
                      aria-label={`Select ${row.voucher_type} ${row.voucher_number}`}
                      checked={chosen}
                      onCheckedChange={(checked) => onSelect([row._id], checked === true)}
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
                  <DebitCreditCells amount={row.amount} />
                  <TableCell>
                    <TransactionRowActions row={row} onDelete={onDelete} onPrint={onPrint} />
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
        {meta && <VoucherTotalsFooter totals={meta} />}
      </Table>
    </div>
  );
}
