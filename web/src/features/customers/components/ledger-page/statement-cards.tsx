import { FileText } from 'lucide-react';
import { hasItems } from '@app/shared/books/voucher-types';
import { formatAmount } from '@app/shared/money';
import { EmptyState } from '@/components/empty-state';
import { CardLine, RecordCard, RecordCards } from '@/components/record-cards';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { drCr } from '@/lib/balance';
import { toDisplayDate } from '@/lib/dates';
import { CUSTOMER_MESSAGES } from '../../messages';
import { STATUS_TONE, type StatementTableProps } from './statement-table';

const BALANCES = [
  ['Opening Balance', 'opening_balance'],
  ['Current Total', 'current_total'],
  ['Closing Balance', 'closing_balance'],
] as const;

/**
 * The ledger's statement on a phone: per voucher its particulars and amount (Dr or Cr), date, type
 * and number, and the payment status of an invoice, which opens on a tap; then the period's
 * balances. Sr. No. and the tick boxes stay on the desktop's table.
 */
export function StatementCards({
  rows,
  balances,
  onOpen,
}: Omit<StatementTableProps, 'firstNumber' | 'selected' | 'onSelect'>) {
  return (
    <div className="flex flex-col gap-2">
      <RecordCards
        label="Statement"
        items={rows}
        empty={
          <EmptyState icon={FileText} title={CUSTOMER_MESSAGES.noInvoices} text={CUSTOMER_MESSAGES.noInvoicesHint} />
        }
      >
        {(row) => {
          const opens = hasItems(row.voucher_type);
          const debit = row.debit !== 0;
          return (
            <RecordCard
              key={row._id}
              title={
                opens ? (
                  <button
                    type="button"
                    className="text-primary text-left hover:underline"
                    aria-label={`Open ${row.voucher_type} ${row.voucher_number}`}
                    onClick={() => onOpen(row)}
                  >
                    {row.particulars}
                  </button>
                ) : (
                  row.particulars
                )
              }
              amount={
                <>
                  {formatAmount(debit ? row.debit : row.credit)}
                  <span className="text-muted-foreground ml-1 text-xs font-normal">{debit ? 'Dr' : 'Cr'}</span>
                </>
              }
            >
              <CardLine>
                {toDisplayDate(row.date)} · {row.voucher_type} · {row.voucher_number}
              </CardLine>
              {opens && row.payment_status && (
                <div>
                  <Badge variant="outline" className={STATUS_TONE[row.payment_status]}>
                    {row.payment_status}
                  </Badge>
                </div>
              )}
            </RecordCard>
          );
        }}
      </RecordCards>
      <dl className="bg-card grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg border p-3 text-sm">
        {BALANCES.map(([label, key]) => (
          <div key={key} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right tabular-nums">
              {balances ? (
                `${formatAmount(Math.abs(balances[key]))} ${drCr(balances[key])}`
              ) : (
                <Skeleton className="ml-auto h-4 w-20" />
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
