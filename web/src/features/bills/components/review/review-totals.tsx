import { Controller, type UseFormReturn } from 'react-hook-form';
import type { BillDraft, ReadNumber } from '@app/shared/bills/bill-draft';
import type { InvoiceFigures } from '@app/shared/books/invoice-maths';
import { formatRupees, paiseToRupees } from '@app/shared/money';
import { RupeeInput } from '@/components/decimal-input';
import { FormField } from '@/components/form-field';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import type { BillFieldKey } from '../../review-fields';
import type { ReviewValues } from '../../review-values';

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

interface TotalRow {
  label: string;
  key: BillFieldKey;
  read: ReadNumber | null;
  purchase: number;
  strong?: boolean;
}

/** The bill's total tax as one figure: printed, or the sum of its CGST, SGST and IGST. */
const taxRead = (draft: BillDraft | null): ReadNumber | null => {
  if (!draft) return null;
  if (draft.tax_total) return draft.tax_total;
  const parts = [draft.cgst, draft.sgst, draft.igst].filter((part): part is ReadNumber => part !== null);
  const [first] = parts;
  if (!first) return null;
  return { ...first, value: parts.reduce((sum, part) => sum + part.value, 0) };
};

/**
 * What the bill says against what the purchase comes to, figure by figure; pointing at a bill's
 * figure frames it on the bill. Charges the lines do not carry (freight, packing) go in Other charges.
 */
export function ReviewTotals({
  form,
  draft,
  figures,
  onFocusField,
}: {
  form: UseFormReturn<ReviewValues>;
  draft: BillDraft | null;
  figures: InvoiceFigures;
  onFocusField: (key: BillFieldKey) => void;
}) {
  const rows: TotalRow[] = [
    { label: 'Taxable value', key: 'subtotal', read: draft?.subtotal ?? null, purchase: figures.taxable },
    { label: 'Tax', key: 'tax_total', read: taxRead(draft), purchase: figures.tax },
    { label: 'Round off', key: 'round_off', read: draft?.round_off ?? null, purchase: figures.round_off },
    {
      label: 'Total',
      key: 'grand_total',
      read: draft?.grand_total ?? null,
      purchase: figures.grand_total,
      strong: true,
    },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Totals</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <table className="w-full text-sm">
          <thead>
            <tr className="text-muted-foreground text-xs">
              <th scope="col" className="text-left font-normal" />
              <th scope="col" className="pl-4 text-right font-normal">
                On the bill
              </th>
              <th scope="col" className="pl-4 text-right font-normal">
                This purchase
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className={cn(row.strong && 'border-t text-base font-semibold')}>
                <th scope="row" className={cn('py-1 text-left', !row.strong && 'text-muted-foreground font-normal')}>
                  {row.label}
                </th>
                <td className="py-1 pl-4 text-right tabular-nums">
                  {row.read ? (
                    <button
                      type="button"
                      className="hover:text-primary underline decoration-dotted underline-offset-4"
                      title="Show it on the bill"
                      onFocus={() => onFocusField(row.key)}
                      onMouseEnter={() => onFocusField(row.key)}
                      onClick={() => onFocusField(row.key)}
                    >
                      {formatRupees(row.read.value)}
                    </button>
                  ) : (
                    <span className="text-muted-foreground">—</span>
                  )}
                </td>
                <td className="py-1 pl-4 text-right tabular-nums" data-testid={`purchase-${row.key}`}>
                  {rupees(row.purchase)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <FormField
          id="review-other-charges"
          label="Other charges"
          hint="Freight, packing and other charges on the bill"
        >
          <Controller
            control={form.control}
            name="additional_charge"
            render={({ field }) => (
              <RupeeInput
                id="review-other-charges"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </FormField>
      </CardContent>
    </Card>
  );
}
