import { useState } from 'react';
import { expiryLabel } from '@app/shared/catalogue/batches';
import { formatRupees } from '@app/shared/money';
import { ListError } from '@/components/list-error';
import { SkeletonRows } from '@/components/skeleton-rows';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useIsPhone } from '@/hooks/use-media-query';
import { formatQuantity } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useProductBatches } from '../../api/list-product-batches';
import { BatchCards } from './batch-cards';
import { BatchStatusBadge } from './batch-status';

interface BatchesCardProps {
  companyId: string;
  productId: string;
  unit: string;
}

/**
 * Issue 18: a batch-tracked product's batches in stock, first expiring first (the order sales take
 * them in): number, expiry, quantity, MRP when any is known, and status; Show sold out adds the
 * batches with nothing left. A table, or on a phone a card per batch.
 */
export function BatchesCard({ companyId, productId, unit }: BatchesCardProps) {
  const [soldOut, setSoldOut] = useState(false);
  const query = useProductBatches(companyId, productId, soldOut);
  const batches = query.data;
  const withMrp = batches?.some((batch) => batch.mrp !== null) ?? false;
  const columns = withMrp ? 5 : 4;
  const phone = useIsPhone();
  const none = soldOut ? 'No batches yet: purchases add them.' : 'No batches in stock.';
  return (
    <Card className="gap-3">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle className="text-base">Batches</CardTitle>
          <CardDescription>First expiring first: sales take the batch that expires first.</CardDescription>
        </div>
        <div className="flex items-center gap-2">
          <Switch id="batches-sold-out" checked={soldOut} onCheckedChange={setSoldOut} />
          <Label htmlFor="batches-sold-out" className="font-normal">
            Show sold out
          </Label>
        </div>
      </CardHeader>
      <CardContent>
        {query.isError && !batches ? (
          <ListError error={query.error} onRetry={() => void query.refetch()} />
        ) : phone ? (
          <BatchCards
            batches={batches}
            unit={unit}
            empty={<p className="text-muted-foreground py-6 text-center text-sm">{none}</p>}
          />
        ) : (
          <Table aria-label="Batches">
            <TableHeader>
              <TableRow>
                <TableHead>Batch</TableHead>
                <TableHead>Expiry</TableHead>
                <TableHead className="text-right">Quantity</TableHead>
                {withMrp && <TableHead className="text-right">MRP</TableHead>}
                <TableHead>Status</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {!batches ? (
                <SkeletonRows columns={columns} rows={3} cellClass={() => 'h-4 w-16'} />
              ) : (
                batches.map((batch) => {
                  const empty = batch.quantity === 0;
                  return (
                    <TableRow key={batch.batch_number} className={cn(empty && 'text-muted-foreground')}>
                      <TableCell className="font-medium">{batch.batch_number}</TableCell>
                      <TableCell className="whitespace-nowrap">
                        {expiryLabel(batch.expiry)}
                        {batch.mfg && (
                          <span className="text-muted-foreground block text-xs">Mfg {expiryLabel(batch.mfg)}</span>
                        )}
                      </TableCell>
                      <TableCell className="text-right whitespace-nowrap">
                        {formatQuantity(batch.quantity, unit)}
                      </TableCell>
                      {withMrp && (
                        <TableCell className="text-right whitespace-nowrap">
                          {batch.mrp === null ? '—' : formatRupees(batch.mrp)}
                        </TableCell>
                      )}
                      <TableCell>
                        <BatchStatusBadge status={batch.status} days={batch.days_to_expiry} soldOut={empty} />
                      </TableCell>
                    </TableRow>
                  );
                })
              )}
              {batches?.length === 0 && (
                <TableRow>
                  <TableCell colSpan={columns} className="text-muted-foreground py-6 text-center">
                    {none}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
