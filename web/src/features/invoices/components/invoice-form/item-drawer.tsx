import { useEffect, useRef, type BaseSyntheticEvent } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { batchKeyOf } from '@app/shared/catalogue/batches';
import type { LedgerOption } from '@app/shared/books/ledger-docs';
import type { ProductOption } from '@app/shared/catalogue/product-docs';
import { formatRupees, paiseToRupees, type Thousandths } from '@app/shared/money';
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
import { useProductBatches } from '../../api/product-batches';
import {
  offeredBatches,
  purchaseBatchIssues,
  saleLinesOf,
  salePlan,
  sellableBatches,
  type SalePlan,
} from '../../batch-form';
import type { InvoiceType } from '../../invoice-search';
import {
  acceptsRateText,
  isBatchTracked,
  itemIssues,
  withExpenseLedger,
  withProduct,
  type ItemContext,
  type ItemDraft,
  type ItemIssue,
} from '../../item-form';
import { FEFO_CHOICE, PurchaseBatchFields, SaleBatchPicker } from './item-batch-fields';

/** The shared rules, shown at the fields they concern; then the batch's, for a batch-tracked product. */
const itemResolver: Resolver<ItemDraft, ItemContext> = (draft, context) => {
  const issues = itemIssues(draft, context?.taxEnabled ?? false);
  issues.push(...(context?.batchIssues?.(draft) ?? []));
  if (issues.length === 0) return { values: draft, errors: {} };
  const errors: FieldErrors<ItemDraft> = {};
  for (const { field, message } of issues) errors[field] ??= { type: 'validate', message };
  return { values: {}, errors };
};

/** The picker's value of an expense ledger (a product's is its id), and the heading they sit under. */
const EXPENSE_VALUE = 'ledger:';
const EXPENSE_GROUP = 'Expenses and fixed assets';

/** A line without its batch: a new product starts with none, and other products keep none. */
function withoutBatch(draft: ItemDraft): ItemDraft {
  const {
    batch_number: _number,
    batch_expiry: _expiry,
    batch_mfg: _mfg,
    batch_mrp: _mrp,
    batch_warning: _warning,
    ...line
  } = draft;
  return line;
}

/** What the drawer needs for batch-tracked products (issue 18). */
export interface ItemBatchContext {
  companyId: string;
  type: InvoiceType;
  /** The invoice's date: a sale takes no batch expired by then. */
  date: string;
  /** Today in India: warnings count the days to expiry from it. */
  today: string;
  /**
   * What the form's other lines take from each batch of a product (thousandths by batch key), less
   * what the invoice being edited took when it was saved (the server gives that back).
   */
  heldOf: (productId: string) => ReadonlyMap<string, Thousandths>;
}

export interface ItemDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  taxEnabled: boolean;
  intraState: boolean;
  products: readonly ProductOption[] | undefined;
  /**
   * Issue 32, a purchase: the expense and fixed-asset ledgers its lines may debit instead of a
   * product, offered below the products. Without it the picker offers products only.
   */
  expenseLedgers?: readonly LedgerOption[];
  /** The line being edited; a new line when undefined. */
  item?: ItemDraft;
  /** The line, or for a sale of a batch-tracked product one line per batch it takes from. */
  onSave: (items: ItemDraft[]) => void;
  /** Where focus goes when the drawer closes (the button that adds the next item). */
  onCloseFocus?: () => void;
  /** Issue 18: batches and expiry; without it, no line has a batch. */
  batches?: ItemBatchContext;
}

/**
 * Spec 2 and 5: the Add/Edit Item drawer. Picking an item fills its unit, HSN/SAC and tax rate;
 * amount = quantity x rate and tax = (amount - discount) x rate / 100 show as they are typed.
 * Enter in any box adds (or updates) the item.
 *
 * Issue 18: a batch-tracked product's purchase asks for its batch and expiry; its sale offers the
 * batches in stock and proposes first expiry first out for the quantity, a line per batch.
 */
export function ItemDrawer(props: ItemDrawerProps) {
  const { open, onOpenChange, taxEnabled, intraState, products, expenseLedgers, item, onSave, onCloseFocus, batches } =
    props;
  // The batch rules need the product's batches, read below: the rules reach them through this.
  const batchRules = useRef<(draft: ItemDraft) => ItemIssue[]>(() => []);
  const form = useForm<ItemDraft, ItemContext>({
    defaultValues: item ?? emptyInvoiceLine(),
    resolver: itemResolver,
    context: { taxEnabled, batchIssues: (line) => batchRules.current(line) },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  useEffect(() => {
    if (open) form.reset(item ?? emptyInvoiceLine());
  }, [open, item, form]);
  // An Enter given before the product's batches were known, to act on once they are.
  const queued = useRef(false);
  useEffect(() => {
    if (!open) queued.current = false;
  }, [open]);
  const draft = useWatch({ control: form.control }) as ItemDraft;
  const { errors } = form.formState;
  const figures = lineFiguresOf(draft, taxEnabled, intraState);

  // Issue 18: whether the product keeps batches (the pickers' list says), and which it has.
  const productId = draft.item_id;
  const tracked = batches ? isBatchTracked(products, productId) : false;
  const batchList = useProductBatches(batches?.companyId ?? '', productId, open && tracked === true);
  const sale = batches?.type === 'Sales';
  // Issue 34: a purchase line of a product may bring free units of a scheme into stock.
  const freeUnits = batches?.type === 'Purchase' && !draft.ledger_id;
  const offered = batchList.data && batches ? offeredBatches(batchList.data, batches.heldOf(productId)) : undefined;
  const date = batches?.date ?? '';
  const planOf = (line: ItemDraft): SalePlan | undefined =>
    tracked && sale && offered ? salePlan(line, offered, date) : undefined;
  const plan = planOf(draft);
  const batchIssues = (line: ItemDraft): ItemIssue[] => {
    if (!tracked) return [];
    if (!sale) return purchaseBatchIssues(line, batchList.data);
    // A sale's problem is said under its batches as it is typed; here it only stops the line.
    const issue = planOf(line)?.issue;
    return issue ? [{ field: 'batch_number', message: issue.message }] : [];
  };
  useEffect(() => {
    batchRules.current = batchIssues;
  });
  // Not known yet whether the product keeps batches, or which: the line waits for them (a quick
  // Enter is kept, and acted on once they are known).
  const waiting = tracked === undefined || (tracked && sale && !offered && !batchList.isError);

  const save = form.handleSubmit((values) => {
    const line = {
      ...values,
      quantity: normalisedQuantity(values.quantity, values.unit),
      free_quantity: freeUnits ? values.free_quantity : undefined,
    };
    if (!tracked) onSave([withoutBatch(line)]);
    else if (!sale) {
      onSave([
        {
          ...line,
          batch_number: line.batch_number?.trim() ?? '',
          batch_expiry: line.batch_expiry?.trim() ?? '',
          batch_mfg: line.batch_mfg?.trim() ?? '',
          batch_warning: undefined,
        },
      ]);
    } else {
      const linePlan = planOf(line);
      if (linePlan) onSave(saleLinesOf(line, linePlan, batches.today));
    }
  });
  const submit = (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    if (waiting) queued.current = true;
    else void save(event);
  };
  useEffect(() => {
    if (!queued.current || waiting) return;
    queued.current = false;
    void save();
  });
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

  /** A count of the line's unit, typed in thousandths and put as the unit keeps it on leaving the box. */
  const quantityBox = (
    name: 'quantity' | 'free_quantity',
    label: string,
    id: string,
    { required, hint }: { required?: boolean; hint?: string },
  ) => (
    <FormField id={id} label={label} required={required} hint={hint} error={errors[name]?.message}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <DecimalInput
            id={id}
            placeholder={required ? undefined : '0'}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={() => {
              field.onChange(normalisedQuantity(field.value ?? '', draft.unit));
              field.onBlur();
            }}
            accepts={acceptsThousandthsTyping}
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
          <SheetDescription>
            {expenseLedgers ? 'Pick an item or an expense' : 'Pick an item'}, then its quantity and rate.
          </SheetDescription>
        </SheetHeader>
        <form
          id="invoice-item-form"
          noValidate
          onSubmit={(event) => {
            event.stopPropagation();
            submit(event);
          }}
          onKeyDown={(event) => {
            // Enter in a box adds the item (the form's button sits in the footer, outside it); not
            // Enter in the item search, which is in a popover (React passes its keys up to here).
            const { target } = event;
            if (event.key !== 'Enter' || !(target instanceof HTMLInputElement)) return;
            if (!event.currentTarget.contains(target) || event.defaultPrevented) return;
            event.preventDefault();
            event.stopPropagation();
            submit();
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
                  value={draft.ledger_id ? `${EXPENSE_VALUE}${draft.ledger_id}` : field.value}
                  options={[
                    ...(products ?? []).map((product) => ({
                      value: product._id,
                      label: product.stock_item_name,
                      detail: (
                        <span className="text-muted-foreground text-xs">
                          {formatQuantity(product.current_stock, product.unit)} in stock
                        </span>
                      ),
                    })),
                    ...(expenseLedgers ?? []).map((ledger) => ({
                      value: `${EXPENSE_VALUE}${ledger._id}`,
                      label: ledger.ledger_name,
                      detail: <span className="text-muted-foreground text-xs">{ledger.parent}</span>,
                      group: EXPENSE_GROUP,
                    })),
                  ]}
                  matches={matchesIgnoringSpaces}
                  placeholder="Select an item"
                  searchPlaceholder="Search items..."
                  emptyText={products ? 'No items found.' : 'Loading...'}
                  contentClassName="min-w-72"
                  fallbackLabel={draft.item || undefined}
                  invalid={!!errors.item_id}
                  onChange={(choice) => {
                    const ledger = expenseLedgers?.find((l) => `${EXPENSE_VALUE}${l._id}` === choice);
                    if (ledger) {
                      form.reset(withoutBatch(withExpenseLedger(form.getValues(), ledger)));
                      return;
                    }
                    const product = products?.find((p) => p._id === choice);
                    if (!product) return;
                    const next = withoutBatch(withProduct(form.getValues(), product));
                    form.reset({ ...next, quantity: normalisedQuantity(next.quantity, next.unit) });
                  }}
                />
              )}
            />
          </FormField>
          <FormField id="item-unit" label="Unit">
            <Input id="item-unit" value={draft.unit} readOnly tabIndex={-1} className="bg-muted" />
          </FormField>
          {quantityBox('quantity', 'Quantity', 'item-quantity', { required: true })}
          {freeUnits && quantityBox('free_quantity', 'Free', 'item-free-quantity', { hint: 'Into stock at no cost' })}
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
          {tracked && !sale && <PurchaseBatchFields form={form} draft={draft} known={batchList.data} />}
          {tracked && sale && (
            <SaleBatchPicker
              batches={offered && sellableBatches(offered, date)}
              unit={draft.unit}
              choice={draft.batch_number?.trim() ? batchKeyOf(draft.batch_number) : FEFO_CHOICE}
              onChoose={(choice) => {
                const batch = offered?.find((candidate) => candidate.key === choice);
                form.setValue('batch_number', batch?.number ?? '', { shouldValidate: form.formState.isSubmitted });
                form.setValue('batch_expiry', batch?.expiry ?? '');
              }}
              plan={plan}
              today={batches.today}
              failed={batchList.isError}
            />
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
