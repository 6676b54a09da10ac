import type { VoucherList, VoucherRow } from '@app/shared/books/voucher-docs';
import { CardLine, RecordCard, RecordCards } from '@/components/record-cards';
import { DebitCreditAmount, VoucherTotalsLine } from '@/components/voucher-table';
import { indianDate } from '@/lib/format';
import { TransactionRowActions } from './transaction-row-actions';
import { TransactionTypeBadge } from './transaction-type-badge';

/**
 * The Transactions Directory on a phone: per voucher who paid or was paid, the amount, its date,
 * number and type, and its view, edit, delete and print buttons under them. Sr. No. and the tick
 * boxes stay on the desktop's table.
 */
export function TransactionCards({
  rows,
  meta,
  onDelete,
  onPrint,
}: {
  /** undefined while the first page loads. */
  rows: VoucherRow[] | undefined;
  meta: Pick<VoucherList['meta'], 'total_debit' | 'total_credit'> | undefined;
  onDelete: (row: VoucherRow) => void;
  onPrint: (row: VoucherRow) => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      <RecordCards label="Transactions" items={rows}>
        {(row) => (
          <RecordCard key={row._id} title={row.party_name} amount={<DebitCreditAmount amount={row.amount} />}>
            <CardLine>
              {indianDate(row.date)} · <span className="font-mono text-xs">{row.voucher_number}</span>
            </CardLine>
            <div className="flex items-center justify-between gap-2">
              <TransactionTypeBadge type={row.voucher_type} />
              <div className="-mr-2 -mb-1">
                <TransactionRowActions row={row} onDelete={onDelete} onPrint={onPrint} />
              </div>
            </div>
          </RecordCard>
        )}
      </RecordCards>
      {meta && rows && rows.length > 0 && <VoucherTotalsLine totals={meta} />}
    </div>
  );
}
