import { Link } from '@tanstack/react-router';
import { expiryLabel } from '@app/shared/catalogue/batches';
import type { ExpiringBatch } from '@app/shared/catalogue/batch-docs';
import { SkeletonRows } from '@/components/skeleton-rows';
import { STICKY_COLUMN } from '@/components/table-columns';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatQuantity } from '@/lib/format';
import { cn } from '@/lib/utils';
import { BatchStatusChip, EXPIRY_TONE } from '@/components/batch-status-chip';
import { expiryDaysText } from './expiry-days';

const COLUMNS = 6;

/**
 * Issue 18: the batches in stock past or near their expiry, first expiring first: the product (to
 * its page), the batch, its expiry, how long ago or how soon, the quantity left and the status.
 */
export function ExpiringTable({ batches }: { batches: ExpiringBatch[] | undefined }) {
  return (
    <div className="bg-card rounded-lg border">
      <Table aria-label="Expiring batches">
        <TableHeader>
          <TableRow>
            <TableHead className={STICKY_COLUMN}>Item Name</TableHead>
            <TableHead>Batch</TableHead>
            <TableHead>Expiry</TableHead>
            <TableHead>Days</TableHead>
            <TableHead className="text-right">Quantity</TableHead>
            <TableHead>Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {batches === undefined ? (
            <SkeletonRows columns={COLUMNS} cellClass={(cell) => (cell === 0 ? 'h-4 w-48' : 'h-4 w-16')} />
          ) : (
            batches.map((batch) => (
              <TableRow key={`${batch.product_id}-${batch.batch_number}`}>
                {/* The name wraps rather than pushing the days off a phone's screen. */}
                <TableCell className={cn('max-w-72 min-w-36 whitespace-normal', STICKY_COLUMN)}>
                  <Link
                    to="/products/$id"
                    params={{ id: batch.product_id }}
                    className="line-clamp-2 font-medium break-words hover:underline"
                  >
                    {batch.stock_item_name}
                  </Link>
                </TableCell>
                <TableCell className="font-medium whitespace-nowrap">{batch.batch_number}</TableCell>
                <TableCell className="whitespace-nowrap">{expiryLabel(batch.expiry)}</TableCell>
                <TableCell className={cn('whitespace-nowrap', EXPIRY_TONE[batch.status])}>
                  {expiryDaysText(batch.days_to_expiry)}
                </TableCell>
                <TableCell className="text-right whitespace-nowrap">
                  {formatQuantity(batch.quantity, batch.unit)}
                </TableCell>
                <TableCell>
                  <BatchStatusChip status={batch.status} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
