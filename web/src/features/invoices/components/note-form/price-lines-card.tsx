import { formatRupees, paiseToRupees } from '@app/shared/money';
import { RupeeInput } from '@/components/decimal-input';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { ReturnLine, ReturnRow } from '../../note-form';

interface PriceLinesCardProps {
  /** 'value' lowers the price (a credit note, or a debit note on a purchase); 'increase' raises a sale's. */
  kind: 'value' | 'increase';
  rows: readonly ReturnRow[];
  /** What the boxes hold, by row (rupees of taxable value). */
  amounts: readonly string[];
  /** The figures of the rows being changed. */
  lines: readonly ReturnLine[];
  /** The message at each row's box, by row. */
  errors: readonly (string | undefined)[];
  /** The message for the note as a whole (nothing changed). */
  error?: string;
  taxEnabled: boolean;
  onChange: (row: number, amount: string) => void;
}

const rupeesOf = (paise: number) => formatRupees(paiseToRupees(paise));

/**
 * Issue 18: a note that changes the price of an invoice's lines, no goods moving (a discount after
 * the sale, a rate billed too high or too low). One row per line with its taxable value and what
 * earlier notes left of it; the box takes the change of taxable value, and the line's tax follows
 * at its rate, as the server computes it.
 */
export function PriceLinesCard(props: PriceLinesCardProps) {
  const { kind, rows, amounts, lines, errors, taxEnabled } = props;
  const lowering = kind === 'value';
  const label = lowering ? 'Lower by' : 'Raise by';
  return (
    <Card>
      <CardHeader>
        <CardTitle>{lowering ? 'Lower the Price' : 'Raise the Price'}</CardTitle>
        <p className="text-muted-foreground text-sm">
          {lowering
            ? 'No goods come back: enter how much less each item should have cost, before tax.'
            : 'No goods go out: enter how much more each item should have been billed, before tax.'}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="overflow-x-auto rounded-lg border">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead className="w-10">#</TableHead>
                <TableHead>Item</TableHead>
                {taxEnabled && <TableHead className="text-right">Tax %</TableHead>}
                <TableHead className="text-right">Invoice value</TableHead>
                <TableHead className="text-right">Value now</TableHead>
                <TableHead className="w-40 text-right">{label}</TableHead>
                <TableHead className="text-right">With tax</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row, i) => {
                const line = lines.find((changed) => changed.row === i);
                const error = errors[i];
                const id = `note-amount-${i}`;
                return (
                  <TableRow key={row.index} className="align-top">
                    <TableCell className="text-muted-foreground pt-4">{i + 1}</TableCell>
                    <TableCell className="max-w-56 pt-4 font-medium whitespace-normal">{row.item}</TableCell>
                    {taxEnabled && <TableCell className="pt-4 text-right">{row.tax_rate}%</TableCell>}
                    <TableCell className="pt-4 text-right whitespace-nowrap">{rupeesOf(row.value)}</TableCell>
                    <TableCell className="pt-4 text-right whitespace-nowrap">{rupeesOf(row.valueLeft)}</TableCell>
                    <TableCell className="text-right">
                      <div className="flex flex-col items-end gap-1">
                        <RupeeInput
                          id={id}
                          aria-label={`${label} for ${row.item}`}
                          aria-invalid={!!error}
                          aria-describedby={error ? `${id}-error` : undefined}
                          value={amounts[i] ?? ''}
                          onChange={(text) => props.onChange(i, text)}
                          onFocus={(event) => event.target.select()}
                          disabled={lowering && row.valueLeft === 0 && !amounts[i]}
                          className="w-32 text-right"
                        />
                        {error && (
                          <p
                            id={`${id}-error`}
                            className="text-destructive max-w-48 text-right text-xs whitespace-normal"
                          >
                            {error}
                          </p>
                        )}
                      </div>
                    </TableCell>
                    <TableCell className="pt-4 text-right font-medium">{line ? rupeesOf(line.total) : '—'}</TableCell>
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
