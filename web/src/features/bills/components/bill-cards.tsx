import type { Bill } from '@app/shared/bills/bill-record';
import { formatRupees } from '@app/shared/money';
import { CardLine, RecordCard, RecordCards } from '@/components/record-cards';
import { billFacts } from './bill-facts';
import { BillRowActions, type BillActionHandlers } from './bill-row-actions';
import { BillStatusChip } from './bill-status-chip';
import { BillSource, NoBills } from './bills-table';

/**
 * The bills on a phone: per bill its file, total, supplier and date as read, where it came from,
 * its state and what can be done with it (Review first).
 */
export function BillCards({ bills, ...handlers }: { bills: readonly Bill[] | undefined } & BillActionHandlers) {
  return (
    <RecordCards label="Bills" items={bills} empty={<NoBills />} skeletons={3}>
      {(bill) => {
        const facts = billFacts(bill);
        return (
          <RecordCard
            key={bill._id}
            title={<span className="break-all">{bill.file_name}</span>}
            amount={facts.total === undefined ? undefined : formatRupees(facts.total)}
          >
            {(facts.supplier ?? facts.date) && (
              <p className="text-sm break-words">
                {[facts.supplier, facts.number && `Bill ${facts.number}`, facts.date].filter(Boolean).join(' · ')}
              </p>
            )}
            <BillSource bill={bill} />
            {facts.failure && <CardLine className="text-xs">{facts.failure}</CardLine>}
            <div className="flex flex-wrap items-center justify-between gap-2">
              <BillStatusChip status={bill.status} />
              <BillRowActions bill={bill} {...handlers} />
            </div>
          </RecordCard>
        );
      }}
    </RecordCards>
  );
}
