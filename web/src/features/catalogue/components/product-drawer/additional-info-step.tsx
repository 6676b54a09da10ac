import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { acceptsQuantityTyping } from '@app/shared/catalogue/quantity';
import { unitOf } from '@app/shared/reference/units';
import { acceptsMoneyTyping, DecimalInput } from '@/components/decimal-input';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useCategoryOptions, useGroupOptions } from '@/hooks/use-catalogue-options';
import { needsOpeningBatch, openingValueText, type ProductDraft } from '../../product-form';
import { OpeningBatchesFields } from './opening-batches-fields';
import { ReferencePicker } from './reference-picker';

interface AdditionalInfoStepProps {
  form: UseFormReturn<ProductDraft>;
  companyId: string;
  onAddCategory: () => void;
  onAddGroup: () => void;
  /**
   * Why batches cannot be switched on (a product that already has vouchers), when they cannot;
   * the server refuses it too.
   */
  batchesLocked?: string;
}

/**
 * Spec 2.13, step 2: category and group (each can be added from here), alternate name, low stock
 * alert, opening stock and rate, and the opening value they make; then batches and expiry (issue
 * 18), and with them on, the batches the opening stock is in (issue 32).
 */
export function AdditionalInfoStep({
  form,
  companyId,
  onAddCategory,
  onAddGroup,
  batchesLocked,
}: AdditionalInfoStepProps) {
  const { errors } = form.formState;
  const { data: categories = [] } = useCategoryOptions(companyId);
  const { data: groups = [] } = useGroupOptions(companyId);
  const [unitCode, openingBalance, openingRate, batchTracked] = useWatch({
    control: form.control,
    name: ['unit', 'opening_balance', 'opening_rate', 'batch_tracked'],
  });
  const askBatch = needsOpeningBatch({ batch_tracked: batchTracked, opening_balance: openingBalance });
  const locked = batchesLocked !== undefined && !batchTracked;
  const unit = unitOf(unitCode);
  const acceptsQuantity = (text: string) => unit !== undefined && acceptsQuantityTyping(text, unit);
  const quantityHint = unit
    ? unit.si_representation === 'integer'
      ? `Whole ${unit.unit_name.toLowerCase()}`
      : `In ${unit.unit_name.toLowerCase()}, up to 3 decimals`
    : undefined;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Controller
        control={form.control}
        name="category_id"
        render={({ field }) => (
          <ReferencePicker
            id="product-category"
            label="Category"
            value={field.value}
            onChange={field.onChange}
            options={categories.map((c) => ({ _id: c._id, name: c.category_name }))}
            noneLabel="No category"
            addLabel="Add New Category"
            onAdd={onAddCategory}
          />
        )}
      />
      <Controller
        control={form.control}
        name="group_id"
        render={({ field }) => (
          <ReferencePicker
            id="product-group"
            label="Group"
            value={field.value}
            onChange={field.onChange}
            options={groups.map((g) => ({ _id: g._id, name: g.inventory_group_name }))}
            noneLabel="No group"
            addLabel="Add New Group"
            onAdd={onAddGroup}
          />
        )}
      />
      <FormField id="product-alias" label="Alternate Name" error={errors.alias_name?.message}>
        <Input id="product-alias" aria-invalid={!!errors.alias_name} {...form.register('alias_name')} />
      </FormField>
      <FormField id="product-barcode" label="Barcode" error={errors.barcode?.message}>
        <Input id="product-barcode" aria-invalid={!!errors.barcode} {...form.register('barcode')} />
      </FormField>
      {(
        [
          ['low_stock_alert', 'product-low-stock', 'Low Stock Alert'],
          ['opening_balance', 'product-opening-balance', 'Opening Stock Quantity'],
        ] as const
      ).map(([name, id, label]) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <FormField id={id} label={label} hint={quantityHint} error={errors[name]?.message}>
              <DecimalInput
                id={id}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                accepts={acceptsQuantity}
                inputMode={unit?.si_representation === 'integer' ? 'numeric' : 'decimal'}
                aria-invalid={!!errors[name]}
              />
            </FormField>
          )}
        />
      ))}
      <Controller
        control={form.control}
        name="opening_rate"
        render={({ field }) => (
          <FormField
            id="product-opening-rate"
            label="Opening Rate"
            hint="₹ per unit"
            error={errors.opening_rate?.message}
          >
            <DecimalInput
              id="product-opening-rate"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              accepts={acceptsMoneyTyping}
              aria-invalid={!!errors.opening_rate}
            />
          </FormField>
        )}
      />
      <FormField id="product-opening-value" label="Opening Stock Value" hint="Quantity × rate">
        <Input
          id="product-opening-value"
          readOnly
          tabIndex={-1}
          className="bg-muted/50 font-medium"
          value={openingValueText({ unit: unitCode, opening_balance: openingBalance, opening_rate: openingRate })}
        />
      </FormField>
      <Controller
        control={form.control}
        name="batch_tracked"
        render={({ field }) => (
          <div className="flex items-start justify-between gap-4 rounded-lg border p-3 sm:col-span-2">
            <div className="flex flex-col gap-1">
              <Label htmlFor="product-batch-tracked">Track batches and expiry</Label>
              <p className={errors.batch_tracked ? 'text-destructive text-sm' : 'text-muted-foreground text-xs'}>
                {errors.batch_tracked?.message ??
                  (locked
                    ? batchesLocked
                    : 'Each purchase records its batch number and expiry; sales take the batch expiring first.')}
              </p>
            </div>
            <Switch
              id="product-batch-tracked"
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              disabled={locked}
              aria-invalid={!!errors.batch_tracked}
            />
          </div>
        )}
      />
      {askBatch && <OpeningBatchesFields form={form} />}
    </div>
  );
}
