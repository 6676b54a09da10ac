import { Trash2 } from 'lucide-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { BillDraft } from '@app/shared/bills/bill-draft';
import { expiryLabel, expiryOf, expiryWarning } from '@app/shared/catalogue/batches';
import type { ProductOption } from '@app/shared/catalogue/product-docs';
import { formatRupees, paiseToRupees } from '@app/shared/money';
import { Combobox } from '@/components/combobox';
import { DecimalInput, acceptsMoneyTyping, acceptsThousandthsTyping } from '@/components/decimal-input';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { lineFiguresOf } from '@/lib/invoice-form-maths';
import { matchesIgnoringSpaces } from '@/lib/search-text';
import { lineKey, readFieldOf, type BillFieldKey, type LineFieldName } from '../../review-fields';
import { readLineOf, type ReviewLine, type ReviewValues } from '../../review-values';
import { doubtOf } from './doubt';

export interface ReviewLineRowProps {
  form: UseFormReturn<ReviewValues>;
  index: number;
  line: ReviewLine;
  draft: BillDraft | null;
  products: readonly ProductOption[];
  taxEnabled: boolean;
  intraState: boolean;
  /** Issue 18: the line's product keeps batches: the line names its batch and expiry. */
  batchTracked: boolean;
  /** Issue 34: today and the company's expiry alert window, to flag a batch expired or expiring. */
  expiryCheck: { today: string; windowDays: number };
  onPickProduct: (product: ProductOption) => void;
  onCreateProduct: () => void;
  onRemove: () => void;
  onFocusField: (key: BillFieldKey) => void;
}

/** One line of the purchase: the words the bill used, the product it is, quantity, rate and tax. */
export function ReviewLineRow(props: ReviewLineRowProps) {
  const { form, index, line, draft, taxEnabled, onFocusField } = props;
  const read = readLineOf(draft, line);
  const errors = form.formState.errors.items?.[index];
  const figures = lineFiguresOf(line, taxEnabled, props.intraState);
  const id = (name: string) => `review-line-${line.key}-${name}`;
  // Where on the bill a box's value was read; the amount stands in for a rate or quantity not printed.
  const readKey = (name: LineFieldName) => (line.read_index === null ? null : lineKey(line.read_index, name));
  const keyOf = (name: LineFieldName, fallback: BillFieldKey | null): BillFieldKey | null => {
    const key = readKey(name);
    return key && draft && readFieldOf(draft, key) ? key : fallback;
  };
  const focus = (key: BillFieldKey | null) => () => {
    if (key) onFocusField(key);
  };
  const doubt = (name: LineFieldName) => doubtOf(draft, readKey(name));
  // The expiry in the box, else as the bill printed it: past or inside the alert window, it is
  // flagged as the invoice form flags a batch (issue 34).
  const boxExpiry = props.batchTracked ? expiryOf(line.batch_expiry ?? '') : undefined;
  const expiry = boxExpiry ?? read?.expiry?.value;
  const batchNumber = line.batch_number?.trim() ?? read?.batch?.value ?? '';
  const { today, windowDays } = props.expiryCheck;
  const expiryFlag = expiry ? expiryWarning({ number: batchNumber, expiry }, today, windowDays) : null;
  // Free quantity and discount boxes, where the bill printed either or the line has one.
  const scheme = [read?.free_quantity?.value, read?.discount?.value, line.free_quantity, line.discount].some(Boolean);
  const money = (name: 'rate' | 'tax_rate' | 'discount', label: string, key: BillFieldKey | null) => {
    const marks = doubt(name);
    return (
      <FormField id={id(name)} label={label} error={errors?.[name]?.message} hint={marks.hint && 'Check this'}>
        <Controller
          control={form.control}
          name={`items.${index}.${name}`}
          render={({ field }) => (
            <DecimalInput
              id={id(name)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              onFocus={focus(key)}
              accepts={acceptsMoneyTyping}
              placeholder={name === 'tax_rate' ? '0' : undefined}
              aria-invalid={!!errors?.[name]}
              className={marks.ring}
            />
          )}
        />
      </FormField>
    );
  };
  const quantity = doubt('quantity');
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-3" aria-label={`Line ${index + 1}`}>
      <div className="flex items-start gap-2">
        <span className="bg-muted text-muted-foreground mt-0.5 rounded px-1.5 text-xs font-medium tabular-nums">
          {index + 1}
        </span>
        <p className="min-w-0 flex-1 text-sm">
          {read ? (
            <>
              <span className="text-muted-foreground">On the bill: </span>
              <span
                className={
                  doubt('description').doubtful ? 'font-medium text-amber-700 dark:text-amber-400' : 'font-medium'
                }
              >
                {read.description.value}
              </span>
              {read.hsn_code && <span className="text-muted-foreground"> · HSN {read.hsn_code.value}</span>}
              {read.batch && <span className="text-muted-foreground"> · Batch {read.batch.value}</span>}
              {read.expiry && <span className="text-muted-foreground"> · Exp {expiryLabel(read.expiry.value)}</span>}
              {read.mrp && <span className="text-muted-foreground"> · MRP {formatRupees(read.mrp.value)}</span>}
            </>
          ) : (
            <span className="text-muted-foreground">Added by you</span>
          )}
        </p>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="text-destructive -mt-1 size-7"
          aria-label={`Remove line ${index + 1}`}
          onClick={props.onRemove}
        >
          <Trash2 />
        </Button>
      </div>
      {expiryFlag && (
        <p className="text-sm text-amber-700 dark:text-amber-400" data-testid="expiry-flag">
          {expiryFlag}
        </p>
      )}
      <FormField id={id('product')} label="Product" required error={errors?.item_id?.message}>
        <div onFocus={focus(readKey('description'))}>
          <Combobox
            id={id('product')}
            value={line.item_id}
            onChange={(productId) => {
              const product = props.products.find((option) => option._id === productId);
              if (product) props.onPickProduct(product);
            }}
            options={props.products.map((product) => ({ value: product._id, label: product.stock_item_name }))}
            matches={matchesIgnoringSpaces}
            placeholder="Pick a product"
            searchPlaceholder="Search products..."
            emptyText="No products found."
            invalid={!!errors?.item_id}
            action={{ label: 'Create product', onSelect: props.onCreateProduct }}
          />
        </div>
      </FormField>
      <div className={taxEnabled ? 'grid grid-cols-2 gap-3 sm:grid-cols-4' : 'grid grid-cols-2 gap-3 sm:grid-cols-3'}>
        <FormField
          id={id('quantity')}
          label={`Quantity (${line.unit})`}
          error={errors?.quantity?.message}
          hint={quantity.hint && 'Check this'}
        >
          <Controller
            control={form.control}
            name={`items.${index}.quantity`}
            render={({ field }) => (
              <DecimalInput
                id={id('quantity')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                onFocus={focus(keyOf('quantity', readKey('description')))}
                accepts={acceptsThousandthsTyping}
                aria-invalid={!!errors?.quantity}
                className={quantity.ring}
              />
            )}
          />
        </FormField>
        {money('rate', 'Rate (₹)', keyOf('rate', readKey('amount')))}
        {taxEnabled && money('tax_rate', 'Tax %', keyOf('tax_rate', 'tax_total'))}
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium">Total</span>
          <span
            className="flex h-9 items-center justify-end rounded-md px-1 text-sm font-medium tabular-nums"
            data-testid="line-total"
          >
            {formatRupees(paiseToRupees(figures.total))}
          </span>
        </div>
      </div>
      {scheme && (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <FormField
            id={id('free')}
            label={`Free (${line.unit})`}
            error={errors?.free_quantity?.message}
            hint="Into stock at no cost"
          >
            <Controller
              control={form.control}
              name={`items.${index}.free_quantity`}
              render={({ field }) => (
                <DecimalInput
                  id={id('free')}
                  placeholder="0"
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  accepts={acceptsThousandthsTyping}
                  aria-invalid={!!errors?.free_quantity}
                />
              )}
            />
          </FormField>
          {money('discount', 'Discount (₹)', readKey('discount'))}
        </div>
      )}
      {props.batchTracked && (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <FormField id={id('batch')} label="Batch No." required error={errors?.batch_number?.message}>
            <Input
              id={id('batch')}
              autoComplete="off"
              maxLength={32}
              aria-invalid={!!errors?.batch_number}
              {...form.register(`items.${index}.batch_number`)}
            />
          </FormField>
          <FormField
            id={id('expiry')}
            label="Expiry"
            required
            error={errors?.batch_expiry?.message}
            hint="MM/YYYY as on the pack"
          >
            <Input
              id={id('expiry')}
              placeholder="MM/YYYY"
              autoComplete="off"
              maxLength={10}
              aria-invalid={!!errors?.batch_expiry}
              {...form.register(`items.${index}.batch_expiry`)}
            />
          </FormField>
          <FormField id={id('mrp')} label="MRP (₹)" error={errors?.batch_mrp?.message}>
            <Controller
              control={form.control}
              name={`items.${index}.batch_mrp`}
              render={({ field }) => (
                <DecimalInput
                  id={id('mrp')}
                  placeholder="0.00"
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  accepts={acceptsMoneyTyping}
                  aria-invalid={!!errors?.batch_mrp}
                />
              )}
            />
          </FormField>
        </div>
      )}
    </li>
  );
}
