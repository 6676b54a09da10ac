import { Plus } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import type { BillDraft } from '@app/shared/bills/bill-draft';
import type { ProductOption } from '@app/shared/catalogue/product-docs';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { BillFieldKey } from '../../review-fields';
import { emptyReviewLine, readLineOf, withProduct, type ReviewLine, type ReviewValues } from '../../review-values';
import { ReviewLineRow } from './review-line-row';

export interface ReviewLinesProps {
  form: UseFormReturn<ReviewValues>;
  items: readonly ReviewLine[];
  draft: BillDraft | null;
  products: readonly ProductOption[];
  taxEnabled: boolean;
  intraState: boolean;
  /** Issue 18: the products whose lines name their batch and expiry. */
  batchTracked: ReadonlySet<string>;
  /** Issue 34: today and the company's expiry alert window, to flag a batch expired or expiring. */
  expiryCheck: { today: string; windowDays: number };
  onCreateProduct: (index: number) => void;
  onFocusField: (key: BillFieldKey) => void;
}

/** The purchase's lines, one per line read off the bill, each to be matched to a product. */
export function ReviewLines({ form, items, onCreateProduct, batchTracked, ...rest }: ReviewLinesProps) {
  const setItems = (next: ReviewLine[]) =>
    form.setValue('items', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const error = form.formState.errors.items?.message ?? form.formState.errors.items?.root?.message;
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>Items</CardTitle>
        <Button type="button" variant="outline" size="sm" onClick={() => setItems([...items, emptyReviewLine()])}>
          <Plus /> Add line
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {items.length === 0 && (
          <p className="text-muted-foreground rounded-lg border border-dashed px-4 py-6 text-center text-sm">
            No lines were read off this bill. Add the items it lists.
          </p>
        )}
        {error && (
          <p role="alert" className="text-destructive text-sm">
            {error}
          </p>
        )}
        <ol className="flex flex-col gap-3">
          {items.map((line, index) => (
            <ReviewLineRow
              key={line.key}
              form={form}
              index={index}
              line={line}
              batchTracked={batchTracked.has(line.item_id)}
              {...rest}
              onPickProduct={(product) =>
                setItems(
                  items.map((other, i) =>
                    i === index ? withProduct(other, product, readLineOf(rest.draft, other)) : other,
                  ),
                )
              }
              onCreateProduct={() => onCreateProduct(index)}
              onRemove={() => setItems(items.filter((_, i) => i !== index))}
            />
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
