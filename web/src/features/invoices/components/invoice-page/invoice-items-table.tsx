import type { Voucher } from '@app/shared/books/voucher-docs';
import { isNoteType } from '@app/shared/books/voucher-types';
import { formatRupees, paiseToRupees } from '@app/shared/money';
import { DESKTOP_COLUMN } from '@/components/table-columns';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatQuantity } from '@/lib/format';
import { cn } from '@/lib/utils';
import { paiseOfRupees } from '@/lib/invoice-form-maths';
import { batchLabelOf } from '../../batch-form';

const abs = (rupees: number) => formatRupees(Math.abs(rupees));

/**
 * Spec 2: the invoice's lines; HSN/SAC, TAX % and TAX only on an invoice made with tax on. An
 * invoice with notes shows what they returned of each line (issue 18).
 */
/** What a note's lines are: goods returned, or items whose price it lowers or raises. */
function itemsTitle(voucher: Voucher) {
  if (!isNoteType(voucher.voucher_type)) return 'Invoice Items';
  if (voucher.note_kind === 'value') return 'Items Repriced (lower)';
  return voucher.note_kind === 'increase' ? 'Items Repriced (higher)' : 'Returned Items';
}

/** On a phone: the item, its quantity (and what came back) and its total; the PDF has the rest. */
export function InvoiceItemsTable({ voucher }: { voucher: Voucher }) {
  const tax = voucher.tax_enabled;
  const lines = [...voucher.inventory].sort((a, b) => a.order_index - b.order_index);
  const returns = voucher.status === 'active' ? voucher.returns?.lines : undefined;
  const returned = (index: number) => returns?.find((line) => line.order_index === index)?.quantity ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{itemsTitle(voucher)}</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="overflow-x-auto rounded-lg border">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead className={cn('w-10', DESKTOP_COLUMN)}>#</TableHead>
                <TableHead>Item</TableHead>
                {tax && <TableHead className={DESKTOP_COLUMN}>HSN/SAC</TableHead>}
                <TableHead className="text-right">Quantity</TableHead>
                {returns && <TableHead className="text-right">Returned</TableHead>}
                <TableHead className={cn('text-right', DESKTOP_COLUMN)}>Rate</TableHead>
                <TableHead className={cn('text-right', DESKTOP_COLUMN)}>Amount</TableHead>
                <TableHead className={cn('text-right', DESKTOP_COLUMN)}>Discount</TableHead>
                {tax && <TableHead className={cn('text-right', DESKTOP_COLUMN)}>TAX %</TableHead>}
                {tax && <TableHead className={cn('text-right', DESKTOP_COLUMN)}>TAX</TableHead>}
                <TableHead className="text-right">Total</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {lines.map((line, index) => (
                <TableRow key={line.entry_id}>
                  <TableCell className={cn('text-muted-foreground', DESKTOP_COLUMN)}>{index + 1}</TableCell>
                  <TableCell className="font-medium whitespace-normal">
                    {line.item}
                    {line.batch_number && (
                      <span className="text-muted-foreground block text-xs font-normal" data-testid="line-batch">
                        {batchLabelOf(line)}
                        {line.batch_mrp ? ` · MRP ${formatRupees(line.batch_mrp)}` : ''}
                      </span>
                    )}
                  </TableCell>
                  {tax && <TableCell className={DESKTOP_COLUMN}>{line.hsn_code ?? '—'}</TableCell>}
                  <TableCell className="text-right whitespace-nowrap">
                    {/* A line changing a price moves no goods: no quantity or rate. */}
                    {line.quantity === 0 ? '—' : formatQuantity(line.quantity, line.unit)}
                    {line.free_quantity ? (
                      <span className="text-muted-foreground block text-xs" data-testid="line-free">
                        + {formatQuantity(line.free_quantity, line.unit)} free
                      </span>
                    ) : null}
                  </TableCell>
                  {returns && (
                    <TableCell className="text-right whitespace-nowrap">
                      {returned(line.order_index) ? formatQuantity(returned(line.order_index), line.unit) : '—'}
                    </TableCell>
                  )}
                  <TableCell className={cn('text-right', DESKTOP_COLUMN)}>
                    {line.quantity === 0 ? '—' : abs(line.rate)}
                  </TableCell>
                  <TableCell className={cn('text-right', DESKTOP_COLUMN)}>{abs(line.amount)}</TableCell>
                  <TableCell className={cn('text-right', DESKTOP_COLUMN)}>{abs(line.discount_amount)}</TableCell>
                  {tax && <TableCell className={cn('text-right', DESKTOP_COLUMN)}>{line.tax_rate}%</TableCell>}
                  {tax && <TableCell className={cn('text-right', DESKTOP_COLUMN)}>{abs(line.tax_amount)}</TableCell>}
                  <TableCell className="text-right font-medium">{abs(line.total_amount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell
                  colSpan={(tax ? 5 : 4) + (returns ? 1 : 0)}
                  className={cn('text-right font-semibold', DESKTOP_COLUMN)}
                >
                  Total
                </TableCell>
                {/* A phone shows the item, its quantity (and what came back) and its total. */}
                <TableCell colSpan={returns ? 3 : 2} className="text-right font-semibold md:hidden">
                  Total
                </TableCell>
                <TableCell className={cn('text-right font-semibold', DESKTOP_COLUMN)}>{abs(voucher.total)}</TableCell>
                <TableCell className={cn('text-right font-semibold', DESKTOP_COLUMN)}>
                  {abs(voucher.discount)}
                </TableCell>
                {tax && <TableCell className={DESKTOP_COLUMN} />}
                {tax && (
                  <TableCell className={cn('text-right font-semibold', DESKTOP_COLUMN)}>
                    {abs(voucher.total_tax)}
                  </TableCell>
                )}
                <TableCell className="text-right font-semibold">
                  {/* The lines' totals: taxable value plus tax, added in paise. */}
                  {formatRupees(paiseToRupees(paiseOfRupees(voucher.total_amount) + paiseOfRupees(voucher.total_tax)))}
                </TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </div>
      </CardContent>
    </Card>
  );
}
