import type { ProductTimeline, StockMovement } from '@app/shared/catalogue/product-docs';
import { formatRupees } from '@app/shared/money';
import { ListError } from '@/components/list-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useIsPhone } from '@/hooks/use-media-query';
import { formatQuantity, indianDate } from '@/lib/format';
import { useProductTimeline } from '../../api/get-product-timeline';

const KIND: Record<StockMovement['kind'], string> = {
  opening: 'Opening Balance',
  purchase: 'Purchase',
  sales: 'Sale',
  sales_return: 'Sales Return',
  purchase_return: 'Purchase Return',
};

const particulars = (entry: StockMovement) =>
  [KIND[entry.kind], entry.voucher_number, entry.party_name, entry.batch_number && `Batch ${entry.batch_number}`]
    .filter(Boolean)
    .join(' · ');

const quantity = (value: number) => (value === 0 ? '' : formatQuantity(value));

/** The product's movements, oldest first: what came in, what went out, and the stock after each. */
export function StockTimeline({ companyId, productId }: { companyId: string; productId: string }) {
  const query = useProductTimeline(companyId, productId);
  const timeline = query.data;
  const phone = useIsPhone();
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="text-base">Stock Movements</CardTitle>
        <CardDescription>
          {timeline?.has_earlier
            ? 'The latest movements; earlier ones are not shown.'
            : 'Every movement since the opening balance.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isError && !timeline ? (
          <ListError error={query.error} onRetry={() => void query.refetch()} />
        ) : phone ? (
          <MovementList timeline={timeline} />
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Date</TableHead>
                <TableHead>Particulars</TableHead>
                <TableHead className="text-right">Inwards</TableHead>
                <TableHead className="text-right">Outwards</TableHead>
                <TableHead className="text-right">Rate</TableHead>
                <TableHead className="text-right">Value</TableHead>
                <TableHead className="text-right">Balance</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {!timeline
                ? Array.from({ length: 3 }, (_, row) => (
                    <TableRow key={row}>
                      {Array.from({ length: 7 }, (_, cell) => (
                        <TableCell key={cell}>
                          <Skeleton className="h-4 w-16" />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                : timeline.entries.map((entry, i) => (
                    <TableRow key={`${entry.voucher_id ?? entry.kind}-${i}`}>
                      <TableCell>{indianDate(entry.date)}</TableCell>
                      <TableCell className="max-w-72 truncate">{particulars(entry)}</TableCell>
                      <TableCell className="text-right text-green-700 dark:text-green-400">
                        {quantity(entry.inwards_qty)}
                      </TableCell>
                      <TableCell className="text-destructive text-right">{quantity(entry.outwards_qty)}</TableCell>
                      <TableCell className="text-right">{formatRupees(entry.rate)}</TableCell>
                      <TableCell className="text-right">{formatRupees(entry.value)}</TableCell>
                      <TableCell className="text-right font-medium">
                        {formatQuantity(entry.balance_qty, timeline.unit)}
                      </TableCell>
                    </TableRow>
                  ))}
              {timeline?.entries.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7} className="text-muted-foreground py-6 text-center">
                    No stock movements yet
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

/**
 * The movements on a phone: per movement what it was and when, what came in or went out, and the
 * stock after it. Rate and value stay on the desktop's table.
 */
function MovementList({ timeline }: { timeline: ProductTimeline | undefined }) {
  if (!timeline) return <Skeleton className="h-24 w-full" />;
  if (timeline.entries.length === 0)
    return <p className="text-muted-foreground py-6 text-center">No stock movements yet</p>;
  return (
    <ul aria-label="Stock movements" className="divide-y">
      {timeline.entries.map((entry, i) => (
        <li key={`${entry.voucher_id ?? entry.kind}-${i}`} className="flex items-start justify-between gap-3 py-2">
          <div className="min-w-0">
            <p className="text-sm break-words">{particulars(entry)}</p>
            <p className="text-muted-foreground text-xs">{indianDate(entry.date)}</p>
          </div>
          <div className="shrink-0 text-right text-sm">
            {entry.inwards_qty !== 0 && (
              <p className="text-green-700 dark:text-green-400">+{formatQuantity(entry.inwards_qty)}</p>
            )}
            {entry.outwards_qty !== 0 && <p className="text-destructive">−{formatQuantity(entry.outwards_qty)}</p>}
            <p className="font-medium">{formatQuantity(entry.balance_qty, timeline.unit)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
