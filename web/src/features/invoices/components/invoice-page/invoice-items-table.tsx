import type { Voucher } from '@app/shared/books/voucher-docs';
import { isNoteType } from '@app/shared/books/voucher-types';
import { formatRupees, paiseToRupees } from '@app/shared/money';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatQuantity } from '@/lib/format';
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
                <TableHead className="w-10">#</TableHead>
                <TableHead>Item</TableHead>
                {tax && <TableHead>HSN/SAC</TableHead>}
                <TableHead className="text-right">Quantity</TableHead>
                {returns && <TableHead className="text-right">Returned</TableHead>}
                <TableHead className="text-right">Rate</TableHead>
                <TableHead className="text-right">Amount</TableHead>
                <TableHead className="text-right">Discount</TableHead>
                {tax && <TableHead className="text-right">TAX %</TableHead>}
                {tax && <TableHead className="text-right">TAX</TableHead>}
                <TableHead className="text-right">Total</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {lines.map((line, index) => (
                <TableRow key={line.entry_id}>
                  <TableCell className="text-muted-foreground">{index + 1}</TableCell>
                  <TableCell className="font-medium">
                    {line.item}
                    {line.batch_number && (
                      <span className="text-muted-foreground block text-xs font-normal" data-testid="line-batch">
                        {batchLabelOf(line)}
                        {line.batch_mrp ? ` · MRP ${formatRupees(line.batch_mrp)}` : ''}
                      </span>
                    )}
                  </TableCell>
                  {tax && <TableCell>{line.hsn_code ?? '—'}</TableCell>}
                  <TableCell className="text-right whitespace-nowrap">
                    {/* A line changing a price moves no goods: no quantity or rate. */}
                    {line.quantity === 0 ? '—' : formatQuantity(line.quantity, line.unit)}
                  </TableCell>
                  {returns && (
                    <TableCell className="text-right whitespace-nowrap">
                      {returned(line.order_index) ? formatQuantity(returned(line.order_index), line.unit) : '—'}
                    </TableCell>
                  )}
                  <TableCell className="text-right">{line.quantity === 0 ? '—' : abs(line.rate)}</TableCell>
                  <TableCell className="text-right">{abs(line.amount)}</TableCell>
                  <TableCell className="text-right">{abs(line.discount_amount)}</TableCell>
                  {tax && <TableCell className="text-right">{line.tax_rate}%</TableCell>}
                  {tax && <TableCell className="text-right">{abs(line.tax_amount)}</TableCell>}
                  <TableCell className="text-right font-medium">{abs(line.total_amount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={(tax ? 5 : 4) + (returns ? 1 : 0)} className="text-right font-semibold">
                  Total
                </TableCell>
                <TableCell className="text-right font-semibold">{abs(voucher.total)}</TableCell>
                <TableCell className="text-right font-semibold">{abs(voucher.discount)}</TableCell>
                {tax && <TableCell />}
                {tax && <TableCell className="text-right font-semibold">{abs(voucher.total_tax)}</TableCell>}
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
