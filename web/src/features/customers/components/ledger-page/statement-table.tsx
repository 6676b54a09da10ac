import { FileText } from 'lucide-react';
import type { StatementRow } from '@app/shared/books/ledger-statement';
import type { PaymentStatus } from '@app/shared/books/invoice-maths';
import { hasItems } from '@app/shared/books/voucher-types';
import { formatAmount } from '@app/shared/money';
import { EmptyState } from '@/components/empty-state';
import { SelectAllCheckbox } from '@/components/select-all-checkbox';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { drCr } from '@/lib/balance';
import { toDisplayDate } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { CUSTOMER_MESSAGES } from '../../messages';
import { SkeletonRows } from '@/components/skeleton-rows';

const COLUMNS = 9;

export const STATUS_TONE: Record<PaymentStatus, string> = {
  Paid: 'border-emerald-200 bg-emerald-50 text-emerald-700 dark:border-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-300',
  Unpaid: 'border-red-200 bg-red-50 text-red-700 dark:border-red-900 dark:bg-red-950/40 dark:text-red-300',
  'Partially Paid':
    'border-amber-200 bg-amber-50 text-amber-700 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-300',
};

const money = (amount: number) => (amount === 0 ? '' : formatAmount(amount));

/** Spec 2: a balance in the footer: a negative one in the Debit column, otherwise in Credit, with DR/CR. */
function BalanceRow({ label, amount }: { label: string; amount: number | undefined }) {
  const figure =
    amount === undefined ? (
      <Skeleton className="ml-auto h-4 w-20" />
    ) : (
      `${formatAmount(Math.abs(amount))} ${drCr(amount)}`
    );
  const debit = amount === undefined || amount < 0;
  const credit = amount === undefined || amount >= 0;
  return (
    <TableRow>
      <TableCell colSpan={COLUMNS - 2} className="text-right font-medium">
        {label}
      </TableCell>
      <TableCell className="text-right tabular-nums">{debit && figure}</TableCell>
      <TableCell className="text-right tabular-nums">{credit && figure}</TableCell>
    </TableRow>
  );
}

export interface StatementTableProps {
  rows: StatementRow[] | undefined;
  /** The number of the page's first row (Sr. No.). */
  firstNumber: number;
  balances: { opening_balance: number; current_total: number; closing_balance: number } | undefined;
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], selected: boolean) => void;
  /** A sales or purchase row opens its invoice (receipts and payments have no invoice page). */
  onOpen: (row: StatementRow) => void;
}

/** Spec 2: the ledger's vouchers of the period, with the period's opening, current and closing figures. */
export function StatementTable({ rows, firstNumber, balances, selected, onSelect, onOpen }: StatementTableProps) {
  const ids = rows?.map((row) => row._id) ?? [];
  return (
    <div className="bg-card rounded-lg border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="w-10">
              <SelectAllCheckbox ids={ids} selected={selected} onSelect={onSelect} label="Select all" />
            </TableHead>
            <TableHead>Sr. No.</TableHead>
            <TableHead>Invoice Date</TableHead>
            <TableHead>Particulars</TableHead>
            <TableHead>Invoice Type</TableHead>
            <TableHead>Payment Status</TableHead>
            <TableHead>Invoice No.</TableHead>
            <TableHead className="text-right">Debit</TableHead>
            <TableHead className="text-right">Credit</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows === undefined && (
            <SkeletonRows
              columns={COLUMNS}
              cellClass={(cell) => cn('h-4', cell === 0 ? 'w-4' : cell >= 7 ? 'ml-auto w-20' : 'w-20')}
            />
          )}
          {rows?.length === 0 && (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={COLUMNS} className="p-4">
                <EmptyState
                  icon={FileText}
                  title={CUSTOMER_MESSAGES.noInvoices}
                  text={CUSTOMER_MESSAGES.noInvoicesHint}
                />
              </TableCell>
            </TableRow>
          )}
          {rows?.map((row, index) => {
            // Invoices and notes open on their page; receipts and payments have none.
            const opens = hasItems(row.voucher_type);
            const open = () => opens && onOpen(row);
            return (
              <TableRow
                key={row._id}
                data-state={selected.has(row._id) ? 'selected' : undefined}
                tabIndex={opens ? 0 : undefined}
                aria-label={opens ? `Open ${row.voucher_type} ${row.voucher_number}` : undefined}
                onClick={open}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && event.target === event.currentTarget) open();
                }}
                className={cn(opens && 'cursor-pointer')}
              >
                <TableCell onClick={(event) => event.stopPropagation()}>
                  <Checkbox
                    aria-label={`Select ${row.voucher_type} ${row.voucher_number}`}
                    checked={selected.has(row._id)}
                    onCheckedChange={(on) => onSelect([row._id], on === true)}
                  />
                </TableCell>
                <TableCell className="tabular-nums">{firstNumber + index}</TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">{toDisplayDate(row.date)}</TableCell>
                <TableCell className="max-w-56 truncate">{row.particulars}</TableCell>
                <TableCell>{row.voucher_type}</TableCell>
                <TableCell>
                  {opens && row.payment_status ? (
                    <Badge variant="outline" className={STATUS_TONE[row.payment_status]}>
                      {row.payment_status}
                    </Badge>
                  ) : (
                    <span className="text-muted-foreground">—</span>
                  )}
                </TableCell>
                <TableCell className="tabular-nums">{row.voucher_number}</TableCell>
                <TableCell className="text-right tabular-nums">{money(row.debit)}</TableCell>
                <TableCell className="text-right tabular-nums">{money(row.credit)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
        <TableFooter>
          <BalanceRow label="Opening Balance" amount={balances?.opening_balance} />
          <BalanceRow label="Current Total" amount={balances?.current_total} />
          <BalanceRow label="Closing Balance" amount={balances?.closing_balance} />
        </TableFooter>
      </Table>
    </div>
  );
}
