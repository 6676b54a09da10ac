import type { StockMovement } from '@app/shared/catalogue/product-docs';
import { formatRupees } from '@app/shared/money';
import { ListError } from '@/components/list-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
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
