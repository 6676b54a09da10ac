import { AlertTriangle } from 'lucide-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { expiryLabel, expiryOf } from '@app/shared/catalogue/batches';
import type { Batch } from '@app/shared/catalogue/batch-docs';
import { thousandthsToUnits } from '@app/shared/money';
import { DecimalInput, acceptsMoneyTyping } from '@/components/decimal-input';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { formatQuantity, indianDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { batchWarningOf, knownBatch, type OfferedBatch, type SalePlan } from '../../batch-form';
import type { ItemContext, ItemDraft } from '../../item-form';

/** The radio that leaves the choice of batches to first expiry, first out. */
export const FEFO_CHOICE = 'fefo';

/** Under an expiry box: the day a month and year means, once it makes sense. */
const expiryHint = (text: string | undefined, fallback: string) => {
  const expiry = text?.trim() ? expiryOf(text) : undefined;
  return expiry ? `Good till ${indianDate(expiry)}` : fallback;
};

/** A recorded batch's expiry as the box takes it: '08/2026' when it is a month's end, else the date. */
const expiryBoxText = (expiry: string) => (expiryOf(expiryLabel(expiry)) === expiry ? expiryLabel(expiry) : expiry);

interface PurchaseBatchFieldsProps {
  form: UseFormReturn<ItemDraft, ItemContext>;
  draft: ItemDraft;
  /** The product's batches so far (undefined while they load): a known batch keeps its expiry. */
  known: readonly Batch[] | undefined;
}

/**
 * Issue 18, a purchase of a batch-tracked product: the batch number and expiry off the pack
 * (required), its mfg date and MRP (optional). A batch bought before fills in its expiry.
 */
export function PurchaseBatchFields({ form, draft, known }: PurchaseBatchFieldsProps) {
  const { errors } = form.formState;
  const recorded = draft.batch_number?.trim() ? knownBatch(known, draft.batch_number) : undefined;
  return (
    <fieldset className="col-span-2 grid grid-cols-2 gap-4 rounded-lg border p-3" aria-label="Batch">
      <legend className="px-1 text-sm font-medium">Batch</legend>
      <FormField
        id="item-batch-number"
        label="Batch Number"
        required
        hint={recorded ? `Recorded with expiry ${expiryLabel(recorded.expiry)}` : 'As printed on the pack'}
        error={errors.batch_number?.message}
      >
        <Input
          id="item-batch-number"
          autoComplete="off"
          maxLength={32}
          aria-invalid={!!errors.batch_number}
          {...form.register('batch_number', {
            onBlur: () => {
              const batch = knownBatch(known, form.getValues('batch_number') ?? '');
              if (batch && !form.getValues('batch_expiry')?.trim()) {
                form.setValue('batch_expiry', expiryBoxText(batch.expiry));
              }
            },
          })}
        />
      </FormField>
      <FormField
        id="item-batch-expiry"
        label="Expiry"
        required
        hint={expiryHint(draft.batch_expiry, 'MM/YYYY as on the pack, or a date')}
        error={errors.batch_expiry?.message}
      >
        <Input
          id="item-batch-expiry"
          placeholder="MM/YYYY"
          autoComplete="off"
          maxLength={10}
          aria-invalid={!!errors.batch_expiry}
          {...form.register('batch_expiry')}
        />
      </FormField>
      <FormField id="item-batch-mfg" label="Mfg Date" error={errors.batch_mfg?.message}>
        <Input
          id="item-batch-mfg"
          placeholder="MM/YYYY"
          autoComplete="off"
          maxLength={10}
          aria-invalid={!!errors.batch_mfg}
          {...form.register('batch_mfg')}
        />
      </FormField>
      <FormField id="item-batch-mrp" label="MRP (₹)" error={errors.batch_mrp?.message}>
        <Controller
          control={form.control}
          name="batch_mrp"
          render={({ field }) => (
            <DecimalInput
              id="item-batch-mrp"
              placeholder="0.00"
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              accepts={acceptsMoneyTyping}
              aria-invalid={!!errors.batch_mrp}
            />
          )}
        />
      </FormField>
    </fieldset>
  );
}

interface SaleBatchPickerProps {
  /** The batches the line may take from (unexpired on the invoice's date, with stock left); undefined while loading. */
  batches: readonly OfferedBatch[] | undefined;
  unit: string;
  /** The radio chosen: FEFO_CHOICE or a batch's key. */
  choice: string;
  onChoose: (choice: string) => void;
  plan: SalePlan | undefined;
  today: string;
  /** The batches could not be read. */
  failed: boolean;
}

/**
 * Issue 18, a sale of a batch-tracked product: its batches in stock, first expiring first (expired
 * ones are not offered), with what the quantity takes from each: first expiry first out unless one
 * is picked. A batch expiring within the company's window says so in amber.
 */
export function SaleBatchPicker({ batches, unit, choice, onChoose, plan, today, failed }: SaleBatchPickerProps) {
  const takes = new Map(plan?.takes.map((take) => [take.batch.key, take.quantity]));
  const quantity = (thousandths: number) => formatQuantity(thousandthsToUnits(thousandths), unit);
  const lines = plan?.issue ? [] : (plan?.takes ?? []);
  return (
    <div className="col-span-2 flex flex-col gap-2">
      <Label id="item-batch-label">Batch</Label>
      {failed ? (
        <p className="text-destructive text-sm" role="alert">
          The batches of this item could not be read. Close the drawer and try again.
        </p>
      ) : batches === undefined ? (
        <Skeleton className="h-24 w-full" />
      ) : (
        <RadioGroup aria-labelledby="item-batch-label" value={choice} onValueChange={onChoose} className="gap-2">
          <label
            htmlFor="item-batch-fefo"
            className="has-[[data-state=checked]]:border-primary flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm"
          >
            <RadioGroupItem value={FEFO_CHOICE} id="item-batch-fefo" />
            <span className="flex-1">
              <span className="font-medium">First expiry, first out</span>
              <span className="text-muted-foreground block text-xs">
                Takes from the batches expiring first, none expired
              </span>
            </span>
          </label>
          {batches.length === 0 && (
            <p className="text-muted-foreground rounded-md border border-dashed p-3 text-sm">
              No unexpired batch of this item is in stock.
            </p>
          )}
          {batches.map((batch) => {
            const id = `item-batch-${batch.key.replace(/\W/g, '_')}`;
            const take = takes.get(batch.key);
            const warning = batchWarningOf(batch, today);
            return (
              <label
                key={batch.key}
                htmlFor={id}
                data-testid="batch-option"
                className="has-[[data-state=checked]]:border-primary flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm"
              >
                <RadioGroupItem value={batch.key} id={id} className="mt-0.5" />
                <span className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="flex flex-wrap items-baseline gap-x-3">
                    <span className="font-medium">{batch.number}</span>
                    <span className="text-muted-foreground text-xs">
                      Exp {expiryLabel(batch.expiry)} · {quantity(batch.quantity)} in stock
                    </span>
                  </span>
                  {warning && (
                    <span className="flex items-center gap-1 text-xs text-amber-700 dark:text-amber-400">
                      <AlertTriangle className="size-3.5 shrink-0" aria-hidden="true" />
                      {warning}
                    </span>
                  )}
                </span>
                <span
                  className={cn('text-right text-sm tabular-nums', take ? 'font-semibold' : 'text-muted-foreground')}
                  data-testid="batch-take"
                >
                  {take ? `Takes ${quantity(take)}` : '—'}
                </span>
              </label>
            );
          })}
        </RadioGroup>
      )}
      {plan?.issue ? (
        <p className="text-destructive text-sm" role="alert" data-testid="batch-issue">
          {plan.issue.message}
        </p>
      ) : (
        lines.length > 1 && (
          <p className="text-muted-foreground text-sm" data-testid="batch-proposal">
            Adds {lines.length} lines, one per batch:{' '}
            {lines.map((take) => `${take.batch.number} ${quantity(take.quantity)}`).join(' + ')}
          </p>
        )
      )}
    </div>
  );
}
