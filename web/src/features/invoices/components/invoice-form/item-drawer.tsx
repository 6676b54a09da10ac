import { useEffect } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import type { ProductOption } from '@app/shared/catalogue/product-docs';
import { formatRupees, paiseToRupees } from '@app/shared/money';
import { Combobox } from '@/components/combobox';
import { DecimalInput, acceptsMoneyTyping, acceptsThousandthsTyping } from '@/components/decimal-input';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { formatQuantity } from '@/lib/format';
import { lineFiguresOf, normalisedQuantity } from '@/lib/invoice-form-maths';
import { emptyInvoiceLine } from '@/lib/invoice-payload';
import { matchesIgnoringSpaces } from '@/lib/search-text';
import { acceptsRateText, itemIssues, withProduct, type ItemDraft } from '../../item-form';

interface ItemContext {
  taxEnabled: boolean;
}

/** The shared rules, shown at the fields they concern. */
const itemResolver: Resolver<ItemDraft, ItemContext> = (draft, context) => {
  const issues = itemIssues(draft, context?.taxEnabled ?? false);
  if (issues.length === 0) return { values: draft, errors: {} };
  const errors: FieldErrors<ItemDraft> = {};
  for (const { field, message } of issues) errors[field] ??= { type: 'validate', message };
  return { values: {}, errors };
};

export interface ItemDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  taxEnabled: boolean;
  intraState: boolean;
  products: readonly ProductOption[] | undefined;
  /** The line being edited; a new line when undefined. */
  item?: ItemDraft;
  onSave: (item: ItemDraft) => void;
  /** Where focus goes when the drawer closes (the button that adds the next item). */
  onCloseFocus?: () => void;
}

/**
 * Spec 2 and 5: the Add/Edit Item drawer. Picking an item fills its unit, HSN/SAC and tax rate;
 * amount = quantity x rate and tax = (amount - discount) x rate / 100 show as they are typed.
 * Enter in any box adds (or updates) the item.
 */
export function ItemDrawer(props: ItemDrawerProps) {
  const { open, onOpenChange, taxEnabled, intraState, products, item, onSave, onCloseFocus } = props;
  const form = useForm<ItemDraft, ItemContext>({
    defaultValues: item ?? emptyInvoiceLine(),
    resolver: itemResolver,
    context: { taxEnabled },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  useEffect(() => {
    if (open) form.reset(item ?? emptyInvoiceLine());
  }, [open, item, form]);
  const draft = useWatch({ control: form.control }) as ItemDraft;
  const { errors } = form.formState;
  const figures = lineFiguresOf(draft, taxEnabled, intraState);
  const submit = form.handleSubmit((values) =>
    onSave({ ...values, quantity: normalisedQuantity(values.quantity, values.unit) }),
  );
  const decimalBox = (name: 'rate' | 'discount', label: string, id: string) => (
    <FormField id={id} label={label} required={name === 'rate'} error={errors[name]?.message}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <DecimalInput
            id={id}
            placeholder="0.00"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            accepts={acceptsMoneyTyping}
            aria-invalid={!!errors[name]}
          />
        )}
      />
    </FormField>
  );

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="w-full gap-0 sm:max-w-lg"
        onCloseAutoFocus={(event) => {
          if (!onCloseFocus) return;
          event.preventDefault();
          onCloseFocus();
        }}
      >
        <SheetHeader className="border-b">
          <SheetTitle>{item ? 'Edit Item' : 'Add Item'}</SheetTitle>
          <SheetDescription>Pick an item, then its quantity and rate.</SheetDescription>
        </SheetHeader>
        <form
          id="invoice-item-form"
          noValidate
          onSubmit={(event) => {
            event.stopPropagation();
            void submit(event);
          }}
          onKeyDown={(event) => {
            // Enter in a box adds the item (the form's button sits in the footer, outside it); not
            // Enter in the item search, which is in a popover (React passes its keys up to here).
            const { target } = event;
            if (event.key !== 'Enter' || !(target instanceof HTMLInputElement)) return;
            if (!event.currentTarget.contains(target) || event.defaultPrevented) return;
            event.preventDefault();
            event.stopPropagation();
            void submit();
          }}
          className="grid flex-1 grid-cols-2 content-start gap-4 overflow-y-auto p-4"
        >
          <FormField id="item-product" label="Item" required error={errors.item_id?.message} className="col-span-2">
            <Controller
              control={form.control}
              name="item_id"
              render={({ field }) => (
                <Combobox
                  id="item-product"
                  value={field.value}
                  options={(products ?? []).map((product) => ({
                    value: product._id,
                    label: product.stock_item_name,
                    detail: (
                      <span className="text-muted-foreground text-xs">
                        {formatQuantity(product.current_stock, product.unit)} in stock
                      </span>
                    ),
                  }))}
                  matches={matchesIgnoringSpaces}
                  placeholder="Select an item"
                  searchPlaceholder="Search items..."
                  emptyText={products ? 'No items found.' : 'Loading...'}
                  contentClassName="min-w-72"
                  fallbackLabel={draft.item || undefined}
                  invalid={!!errors.item_id}
                  onChange={(productId) => {
                    const product = products?.find((p) => p._id === productId);
                    if (!product) return;
                    const next = withProduct(form.getValues(), product);
                    form.reset({ ...next, quantity: normalisedQuantity(next.quantity, next.unit) });
                  }}
                />
              )}
            />
          </FormField>
          <FormField id="item-unit" label="Unit">
            <Input id="item-unit" value={draft.unit} readOnly tabIndex={-1} className="bg-muted" />
          </FormField>
          <FormField id="item-quantity" label="Quantity" required error={errors.quantity?.message}>
            <Controller
              control={form.control}
              name="quantity"
              render={({ field }) => (
                <DecimalInput
                  id="item-quantity"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={() => {
                    field.onChange(normalisedQuantity(field.value, draft.unit));
                    field.onBlur();
                  }}
                  accepts={acceptsThousandthsTyping}
                  aria-invalid={!!errors.quantity}
                />
              )}
            />
          </FormField>
          {decimalBox('rate', 'Rate', 'item-rate')}
          {decimalBox('discount', 'Discount', 'item-discount')}
          {taxEnabled && (
            <>
              <FormField id="item-hsn" label="HSN/SAC Code">
                <Input
                  id="item-hsn"
                  inputMode="numeric"
                  maxLength={8}
                  {...form.register('hsn_code', {
                    onChange: (event: { target: HTMLInputElement }) =>
                      form.setValue('hsn_code', event.target.value.replace(/\D/g, '')),
                  })}
                />
              </FormField>
              <FormField id="item-tax-rate" label="Tax Rate (%)" error={errors.tax_rate?.message}>
                <Controller
                  control={form.control}
                  name="tax_rate"
                  render={({ field }) => (
                    <DecimalInput
                      id="item-tax-rate"
                      placeholder="0"
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      accepts={acceptsRateText}
                      aria-invalid={!!errors.tax_rate}
                    />
                  )}
                />
              </FormField>
            </>
          )}
          <dl className="bg-muted/50 col-span-2 grid grid-cols-2 gap-2 rounded-lg border p-3 text-sm">
            <dt className="text-muted-foreground">Amount</dt>
            <dd className="text-right" data-testid="item-amount">
              {formatRupees(paiseToRupees(figures.amount))}
            </dd>
            {taxEnabled && (
              <>
                <dt className="text-muted-foreground">Tax Amount</dt>
                <dd className="text-right" data-testid="item-tax">
                  {formatRupees(paiseToRupees(figures.tax))}
                </dd>
              </>
            )}
            <dt className="font-medium">Total</dt>
            <dd className="text-right font-semibold" data-testid="item-total">
              {formatRupees(paiseToRupees(figures.total))}
            </dd>
          </dl>
        </form>
        <SheetFooter className="flex-row justify-end gap-2 border-t">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="invoice-item-form">
            {item ? 'Update Item' : 'Add Item'}
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
