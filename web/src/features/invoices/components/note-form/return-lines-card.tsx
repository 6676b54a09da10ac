import { ListChecks, PackageCheck } from 'lucide-react';
import { formatRupees, paiseToRupees } from '@app/shared/money';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useIsPhone } from '@/hooks/use-media-query';
import { NOTE_MESSAGES } from '../../messages';
import type { ReturnLine, ReturnRow } from '../../note-form';
import { ReturnItem, ReturnQuantityBox, returnQuantity } from './return-line-parts';

interface ReturnLinesCardProps {
  rows: readonly ReturnRow[];
  /** What the boxes hold, by row. */
  quantities: readonly string[];
  /** The figures of the rows being returned. */
  lines: readonly ReturnLine[];
  /** The message at each row's box, by row. */
  errors: readonly (string | undefined)[];
  /** The message for the returns as a whole (nothing returned). */
  error?: string;
  taxEnabled: boolean;
  onChange: (row: number, quantity: string) => void;
  onReturnAll: () => void;
}

/**
 * Issue 18: one row per line of the invoice, with what was sold, what earlier notes returned and
 * what can still be returned, and the quantity this note returns (empty is none). Return all fills
 * in everything left. On a phone the row keeps the item (with what can be returned under it) and the
 * box (with the value under it), so the box is on the screen without scrolling sideways.
 */
export function ReturnLinesCard(props: ReturnLinesCardProps) {
  const { rows, quantities, lines, errors, taxEnabled } = props;
  const nothingLeft = rows.every((row) => row.returnable === 0);
  const phone = useIsPhone();
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>Items to Return</CardTitle>
        <Button type="button" variant="outline" size="sm" onClick={props.onReturnAll} disabled={nothingLeft}>
          <ListChecks /> Return all
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {nothingLeft && (
          <div className="flex items-center gap-3 rounded-lg border border-dashed px-4 py-3 text-sm" role="status">
            <PackageCheck className="text-muted-foreground size-5" />
            {NOTE_MESSAGES.fullyReturned}
          </div>
        )}
        <div className="overflow-x-auto rounded-lg border">
          <Table>
            <TableHeader>
              {phone ? (
                <TableRow>
                  <TableHead>Item</TableHead>
                  <TableHead className="text-right">Return Qty</TableHead>
                </TableRow>
              ) : (
                <TableRow>
                  <TableHead className="w-10">#</TableHead>
                  <TableHead>Item</TableHead>
                  {taxEnabled && <TableHead>HSN/SAC</TableHead>}
                  <TableHead className="text-right">Rate</TableHead>
                  {taxEnabled && <TableHead className="text-right">Tax %</TableHead>}
                  <TableHead className="text-right">Sold</TableHead>
                  <TableHead className="text-right">Returned</TableHead>
                  <TableHead className="text-right">Returnable</TableHead>
                  <TableHead className="w-36 text-right">Return Qty</TableHead>
                  <TableHead className="text-right">Value</TableHead>
                </TableRow>
              )}
            </TableHeader>
            <TableBody>
              {rows.map((row, i) => {
                const line = lines.find((returned) => returned.row === i);
                const value = line ? formatRupees(paiseToRupees(line.total)) : '—';
                const box = (
                  <ReturnQuantityBox
                    row={row}
                    position={i}
                    value={quantities[i] ?? ''}
                    error={errors[i]}
                    onChange={(text) => props.onChange(i, text)}
                    narrow={phone}
                  />
                );
                return phone ? (
                  <TableRow key={row.index} className="align-top">
                    <TableCell className="pt-4 font-medium whitespace-normal">
                      <ReturnItem row={row} />
                      <span className="text-muted-foreground block text-xs font-normal">
                        Returnable {returnQuantity(row.returnable, row.unit)} of {returnQuantity(row.sold, row.unit)} at{' '}
                        {formatRupees(row.rate)}
                      </span>
                    </TableCell>
                    <TableCell className="text-right">
                      {box}
                      <p className="mt-1 font-medium" data-testid="return-value">
                        {value}
                      </p>
                    </TableCell>
                  </TableRow>
                ) : (
                  <TableRow key={row.index} className="align-top">
                    <TableCell className="text-muted-foreground pt-4">{i + 1}</TableCell>
                    <TableCell className="max-w-56 pt-4 font-medium whitespace-normal">
                      <ReturnItem row={row} />
                    </TableCell>
                    {taxEnabled && <TableCell className="pt-4">{row.hsn_code ?? '—'}</TableCell>}
                    <TableCell className="pt-4 text-right">{formatRupees(row.rate)}</TableCell>
                    {taxEnabled && <TableCell className="pt-4 text-right">{row.tax_rate}%</TableCell>}
                    <TableCell className="pt-4 text-right whitespace-nowrap">
                      {returnQuantity(row.sold, row.unit)}
                    </TableCell>
                    <TableCell className="pt-4 text-right whitespace-nowrap">
                      {row.returned > 0 ? returnQuantity(row.returned, row.unit) : '—'}
                    </TableCell>
                    <TableCell className="pt-4 text-right whitespace-nowrap">
                      {returnQuantity(row.returnable, row.unit)}
                    </TableCell>
                    <TableCell className="text-right">{box}</TableCell>
                    <TableCell className="pt-4 text-right font-medium">{value}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
        {props.error && (
          <p className="text-destructive text-sm" role="alert">
            {props.error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
