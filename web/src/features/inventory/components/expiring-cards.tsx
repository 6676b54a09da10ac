import { Link } from '@tanstack/react-router';
import { expiryLabel } from '@app/shared/catalogue/batches';
import type { ExpiringBatch } from '@app/shared/catalogue/batch-docs';
import { BatchStatusChip, EXPIRY_TONE } from '@/components/batch-status-chip';
import { CardChips, CardLine, RecordCard, RecordCards } from '@/components/record-cards';
import { formatQuantity } from '@/lib/format';
import { cn } from '@/lib/utils';
import { expiryDaysText } from './expiry-days';

/**
 * The Expiring tab on a phone, where the table's days and status would sit off the screen: per
 * batch its product (to its page), the quantity left, the batch and its expiry, how long ago or how
 * soon, and the status.
 */
export function ExpiringCards({ batches }: { batches: ExpiringBatch[] | undefined }) {
  return (
    <RecordCards label="Expiring batches" items={batches}>
      {(batch) => (
        <RecordCard
          key={`${batch.product_id}-${batch.batch_number}`}
          title={
            <Link to="/products/$id" params={{ id: batch.product_id }} className="hover:underline">
              {batch.stock_item_name}
            </Link>
          }
          amount={formatQuantity(batch.quantity, batch.unit)}
        >
          <CardLine>
            Batch {batch.batch_number} · Exp {expiryLabel(batch.expiry)}
          </CardLine>
          <CardChips>
            <BatchStatusChip status={batch.status} />
            <span className={cn('text-sm', EXPIRY_TONE[batch.status])}>{expiryDaysText(batch.days_to_expiry)}</span>
          </CardChips>
        </RecordCard>
      )}
    </RecordCards>
  );
}
