import type { VoucherList } from '@app/shared/books/voucher-docs';
import { formatRupees } from '@app/shared/money';
import { SelectAllCheckbox } from '@/components/select-all-checkbox';
import { SortHeader, type SortState } from '@/components/sort-header';
import { TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';

const AMOUNT = 'text-right whitespace-nowrap tabular-nums';

interface VoucherTableHeaderProps<F extends string> extends SortState<F> {
  /** The sortable columns between Sr. No. and Debit (date, party, type, number), in the screen's words. */
  columns: readonly { field: F; label: string }[];
  /** The rows shown, for select-all. */
  ids: readonly string[];
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], on: boolean) => void;
  selectAllLabel: string;
}

/** Spec 2: a voucher directory's header: select-all, Sr. No., the sortable columns, Debit, Credit, Actions. */
export function VoucherTableHeader<F extends string>({
  columns,
  ids,
  selected,
  onSelect,
  selectAllLabel,
  ...sort
}: VoucherTableHeaderProps<F>) {
  return (
    <TableHeader>
      <TableRow>
        <TableHead className="w-10">
          <SelectAllCheckbox ids={ids} selected={selected} onSelect={onSelect} label={selectAllLabel} />
        </TableHead>
        <TableHead className="w-16">Sr. No.</TableHead>
        {columns.map((column) => (
          <SortHeader key={column.field} field={column.field} label={column.label} {...sort} />
        ))}
        <TableHead className="text-right">Debit</TableHead>
        <TableHead className="text-right">Credit</TableHead>
        <TableHead className="text-right">Actions</TableHead>
      </TableRow>
    </TableHeader>
  );
}

/** Spec 3: a voucher row's amount is a debit when negative, otherwise a credit; both shown positive. */
export function DebitCreditCells({ amount }: { amount: number }) {
  return (
    <>
      <TableCell className={AMOUNT}>{amount < 0 ? formatRupees(-amount) : ''}</TableCell>
      <TableCell className={AMOUNT}>{amount < 0 ? '' : formatRupees(amount)}</TableCell>
    </>
  );
}

/** Spec 2: the Debit and Credit totals of every row the list's filters match, under those columns. */
function DebitCreditTotalCells({ totals }: { totals: Pick<VoucherList['meta'], 'total_debit' | 'total_credit'> }) {
  return (
    <>
      <TableCell aria-label="Total debit" className={`${AMOUNT} font-semibold`}>
        {formatRupees(Math.abs(totals.total_debit))}
      </TableCell>
      <TableCell aria-label="Total credit" className={`${AMOUNT} font-semibold`}>
        {formatRupees(Math.abs(totals.total_credit))}
      </TableCell>
    </>
  );
}

/** The totals row under a voucher list: 'Total', then the Debit and Credit totals. */
export function VoucherTotalsFooter({ totals }: { totals: Pick<VoucherList['meta'], 'total_debit' | 'total_credit'> }) {
  return (
    <TableFooter>
      <TableRow>
        <TableCell colSpan={6} className="text-right font-semibold">
          Total
        </TableCell>
        <DebitCreditTotalCells totals={totals} />
        <TableCell />
      </TableRow>
    </TableFooter>
  );
}

/** A voucher's amount on a phone's card: one figure, marked Dr or Cr (the table's two columns). */
export function DebitCreditAmount({ amount }: { amount: number }) {
  return (
    <>
      {formatRupees(Math.abs(amount))}
      <span className="text-muted-foreground ml-1 text-xs font-normal">{amount < 0 ? 'Dr' : 'Cr'}</span>
    </>
  );
}

/** The list's Debit and Credit totals under a phone's cards (the table's totals row). */
export function VoucherTotalsLine({ totals }: { totals: Pick<VoucherList['meta'], 'total_debit' | 'total_credit'> }) {
  return (
    <dl className="bg-card grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg border p-3 text-sm">
      <dt className="text-muted-foreground">Total debit</dt>
      <dd className={AMOUNT}>{formatRupees(Math.abs(totals.total_debit))}</dd>
      <dt className="text-muted-foreground">Total credit</dt>
      <dd className={AMOUNT}>{formatRupees(Math.abs(totals.total_credit))}</dd>
    </dl>
  );
}
