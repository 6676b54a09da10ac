import type { ReactNode } from 'react';
import type { Batch } from '@app/shared/catalogue/batch-docs';
import { expiryLabel } from '@app/shared/catalogue/batches';
import { formatRupees } from '@app/shared/money';
import { CardLine, RecordCard, RecordCards } from '@/components/record-cards';
import { formatQuantity } from '@/lib/format';
import { BatchStatusBadge } from './batch-status';

/**
 * A product's batches on a phone, where the table's status would sit off the screen: per batch its
 * number, the quantity left, expiry, manufacturing date and MRP when known, and the status.
 */
export function BatchCards({ batches, unit, empty }: { batches: Batch[] | undefined; unit: string; empty: ReactNode }) {
  return (
    <RecordCards label="Batches" items={batches} skeletons={2} empty={empty}>
      {(batch) => {
        const soldOut = batch.quantity === 0;
        const facts = [
          `Exp ${expiryLabel(batch.expiry)}`,
          batch.mfg && `Mfg ${expiryLabel(batch.mfg)}`,
          batch.mrp !== null && `MRP ${formatRupees(batch.mrp)}`,
        ].filter(Boolean);
        return (
          <RecordCard
            key={batch.batch_number}
            title={batch.batch_number}
            amount={formatQuantity(batch.quantity, unit)}
            dimmed={soldOut}
          >
            <CardLine>{facts.join(' · ')}</CardLine>
            <BatchStatusBadge status={batch.status} days={batch.days_to_expiry} soldOut={soldOut} />
          </RecordCard>
        );
      }}
    </RecordCards>
  );
}
