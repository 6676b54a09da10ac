import { Link } from '@tanstack/react-router';
import { FileText } from 'lucide-react';
import type { VoucherList, VoucherRow } from '@app/shared/books/voucher-docs';
import { indianDate as todayInIndia } from '@app/shared/financial-year';
import { EmptyState } from '@/components/empty-state';
import { CardChips, CardLine, RecordCard, RecordCards } from '@/components/record-cards';
import { DebitCreditAmount, VoucherTotalsLine } from '@/components/voucher-table';
import { indianDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { INVOICE_MESSAGES } from '../messages';
import { rowStatusOf } from '../invoice-status';
import { rowReturnStatusOf } from '../note-form';
import { InvoiceRowActions } from './invoice-row-actions';
import { CancelledChip, InvoiceStatusChip, InvoiceTypeChip, ReturnStatusChip } from './status-chips';

interface InvoiceCardsProps {
  /** Undefined while the first page loads. */
  rows: VoucherRow[] | undefined;
  meta: VoucherList['meta'] | undefined;
  onDelete: (row: VoucherRow) => void;
  onPrint: (row: VoucherRow) => void;
}

/**
 * The Invoices Directory on a phone: per invoice its number, amount, party, date and type, its
 * chips and its menu. Sr. No. and the tick boxes stay on the desktop's table.
 */
export function InvoiceCards({ rows, meta, onDelete, onPrint }: InvoiceCardsProps) {
  return (
    <div className="flex flex-col gap-2">
      <RecordCards
        label="Invoices"
        items={rows}
        empty={<EmptyState icon={FileText} title={INVOICE_MESSAGES.empty} text={INVOICE_MESSAGES.emptyHint} />}
      >
        {(row) => <InvoiceCard key={row._id} row={row} onDelete={onDelete} onPrint={onPrint} />}
      </RecordCards>
      {rows && rows.length > 0 && meta && <VoucherTotalsLine totals={meta} />}
    </div>
  );
}

function InvoiceCard({
  row,
  onDelete,
  onPrint,
}: { row: VoucherRow } & Pick<InvoiceCardsProps, 'onDelete' | 'onPrint'>) {
  const cancelled = row.status !== 'active';
  const returned = rowReturnStatusOf(row);
  const overdue = rowStatusOf(row, todayInIndia()) === 'OVERDUE';
  return (
    <RecordCard
      dimmed={cancelled}
      title={
        <Link
          to="/invoices/$invoiceId"
          params={{ invoiceId: row._id }}
          className={cn('text-primary hover:underline', cancelled && 'line-through')}
        >
          {row.voucher_number}
        </Link>
      }
      amount={<DebitCreditAmount amount={row.amount} />}
      actions={<InvoiceRowActions row={row} onDelete={onDelete} onPrint={onPrint} />}
    >
      <p className="text-sm break-words">{row.party_name}</p>
      <CardLine>
        {indianDate(row.date)}
        {row.against_number && ` · Against ${row.against_number}`}
      </CardLine>
      <CardChips>
        <InvoiceTypeChip type={row.voucher_type} />
        {cancelled && <CancelledChip />}
        {overdue && <InvoiceStatusChip status="OVERDUE" />}
        {returned && <ReturnStatusChip status={returned} />}
      </CardChips>
    </RecordCard>
  );
}
