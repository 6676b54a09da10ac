import { Pencil, Trash2 } from 'lucide-react';
import { formatRupees, paiseToRupees, thousandthsToUnits } from '@app/shared/money';
import { CardLine, RecordCard } from '@/components/record-cards';
import { Button } from '@/components/ui/button';
import { formatQuantity } from '@/lib/format';
import { invoiceQuantityOf, lineFiguresOf, paiseOf } from '@/lib/invoice-form-maths';
import { batchLabelOf } from '../../batch-form';
import type { LineDraft } from '../../invoice-form';

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** Under a line's item: its batch, the batch's warning, and what the server said of the line. */
export function LineNotes({ line, errors }: { line: LineDraft; errors: readonly string[] }) {
  const batch = batchLabelOf(line);
  return (
    <>
      {batch && (
        <span className="text-muted-foreground block text-xs font-normal" data-testid="line-batch">
          {batch}
        </span>
      )}
      {line.batch_warning && (
        <span className="block text-xs font-normal text-amber-700 dark:text-amber-400" data-testid="line-batch-warning">
          {line.batch_warning}
        </span>
      )}
      {errors.map((message) => (
        <span key={message} className="text-destructive block text-xs font-normal" role="alert">
          {message}
        </span>
      ))}
    </>
  );
}

/**
 * The invoice's lines on a phone: per line the item and its total, quantity x rate, discount and
 * tax, and Edit and Remove big enough for a thumb. HSN and the amount before discount stay on the
 * desktop's table (the item drawer shows them).
 */
export function InvoiceLineCards({
  items,
  taxEnabled,
  intraState,
  onEdit,
  onRemove,
  readOnly,
  lineErrors,
}: {
  items: readonly LineDraft[];
  taxEnabled: boolean;
  intraState: boolean;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
  readOnly: boolean;
  lineErrors: Readonly<Record<string, readonly string[]>>;
}) {
  return (
    <ul aria-label="Invoice items" className="flex flex-col gap-2">
      {items.map((line, index) => {
        const figures = lineFiguresOf(line, taxEnabled, intraState);
        const quantity = thousandthsToUnits(invoiceQuantityOf(line.quantity, line.unit));
        return (
          <RecordCard
            key={line.key}
            title={
              <>
                {line.item}
                <LineNotes line={line} errors={lineErrors[line.key] ?? []} />
              </>
            }
            amount={rupees(figures.total)}
          >
            <CardLine>
              {formatQuantity(quantity, line.unit)} x {rupees(paiseOf(line.rate))}
              {figures.discount > 0 && ` − ${rupees(figures.discount)} off`}
              {taxEnabled && ` · Tax ${line.tax_rate || '0'}% ${rupees(figures.tax)}`}
            </CardLine>
            {!readOnly && (
              <div className="-mb-1 flex justify-end gap-2">
                <Button type="button" variant="outline" size="sm" onClick={() => onEdit(index)}>
                  <Pencil /> Edit<span className="sr-only"> {line.item}</span>
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="text-destructive"
                  onClick={() => onRemove(index)}
                >
                  <Trash2 /> Remove<span className="sr-only"> {line.item}</span>
                </Button>
              </div>
            )}
          </RecordCard>
        );
      })}
    </ul>
  );
}
