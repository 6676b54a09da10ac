import { Plus, Trash2 } from 'lucide-react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { expiryOf } from '@app/shared/catalogue/batches';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { indianDate } from '@/lib/format';
import { MAX_OPENING_BATCHES, emptyOpeningBatch, type ProductDraft } from '../../product-form';

/** Under an expiry box: the day a month-and-year means, once it makes sense. */
const expiryHint = (text: string) => {
  const expiry = text.trim() ? expiryOf(text) : undefined;
  return expiry ? `Good till ${indianDate(expiry)}` : 'MM/YYYY as printed on the pack';
};

/**
 * Issue 32: the batches a batch-tracked product's opening stock is in, a row each (number, expiry,
 * quantity), as Tally's opening allocation of a stock item. One batch is the usual case: left
 * without a quantity it holds all of the opening stock; with more, their quantities add up to it.
 */
export function OpeningBatchesFields({ form }: { form: UseFormReturn<ProductDraft> }) {
  // The rows are the field's value, set whole on adding or removing one: useFieldArray would bring
  // its code into react-hook-form's chunk, which the sign-up page loads too (first-view budget).
  const batches = useWatch({ control: form.control, name: 'opening_batches' });
  const setRows = (rows: ProductDraft['opening_batches']) =>
    form.setValue('opening_batches', rows, { shouldValidate: form.formState.isSubmitted });
  const error = form.formState.errors.opening_batches;
  const message = error?.message ?? error?.root?.message;
  // The rules speak of the batches as a whole: once saving was tried, a change in a row checks them again.
  const recheck = () => {
    if (form.formState.isSubmitted) void form.trigger('opening_batches');
  };
  return (
    <fieldset className="flex flex-col gap-2 sm:col-span-2" aria-describedby="product-opening-batches-note">
      <legend className="text-sm font-medium">
        Opening Batches <span className="text-destructive">*</span>
      </legend>
      <p
        id="product-opening-batches-note"
        className={message ? 'text-destructive text-sm' : 'text-muted-foreground text-xs'}
      >
        {message ??
          (batches.length === 1
            ? 'The batch the opening stock is in; add more if it is in several.'
            : "The batches' quantities add up to the opening stock.")}
      </p>
      {batches.map((_, index) => {
        const row = index + 1;
        return (
          // A row is known by its place: removing one moves the ones below up.
          <div key={index} className="grid grid-cols-[1fr_1fr_5rem_auto] items-start gap-2">
            <Input
              aria-label={`Batch ${row} number`}
              placeholder="Batch No."
              autoComplete="off"
              maxLength={32}
              {...form.register(`opening_batches.${index}.batch_number`, { onChange: recheck })}
            />
            <div className="flex flex-col gap-1">
              <Input
                aria-label={`Batch ${row} expiry`}
                placeholder="MM/YYYY"
                autoComplete="off"
                maxLength={10}
                {...form.register(`opening_batches.${index}.batch_expiry`, { onChange: recheck })}
              />
              <span className="text-muted-foreground text-xs">{expiryHint(batches[index]?.batch_expiry ?? '')}</span>
            </div>
            <Input
              aria-label={`Batch ${row} quantity`}
              placeholder={batches.length === 1 ? 'All' : 'Qty'}
              inputMode="decimal"
              autoComplete="off"
              {...form.register(`opening_batches.${index}.quantity`, { onChange: recheck })}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove batch ${row}`}
              disabled={batches.length === 1}
              onClick={() => setRows(batches.filter((__, at) => at !== index))}
            >
              <Trash2 />
            </Button>
          </div>
        );
      })}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        disabled={batches.length >= MAX_OPENING_BATCHES}
        onClick={() => setRows([...batches, emptyOpeningBatch()])}
      >
        <Plus /> Add Batch
      </Button>
    </fieldset>
  );
}
