import { Controller } from 'react-hook-form';
import type { Product } from '@app/shared/catalogue/product-docs';
import { TAXABILITIES } from '@app/shared/catalogue/products';
import { UNITS, unitLabel } from '@app/shared/reference/units';
import { Combobox } from '@/components/combobox';
import { DecimalInput, acceptsMoneyTyping } from '@/components/decimal-input';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { useCreateProduct } from '../../api/create-product';
import { useCreateDialogForm, type CreateDialogProps } from '../../hooks/use-create-dialog-form';
import { BILL_PAGE_MESSAGES } from '../../messages';
import { checkProduct, type ProductValues } from '../../new-product';
import { CreateFromBillDialog } from './create-from-bill-dialog';

const UNIT_OPTIONS = UNITS.map((unit) => ({ value: unit.value, label: unitLabel(unit) }));

/** `proposed` is the product as the bill's line describes it. */
export type NewProductDialogProps = CreateDialogProps<ProductValues, Product>;

/** A product for a line that matched none: named as the bill names it, with its unit, HSN and tax. */
export function NewProductDialog(props: NewProductDialogProps) {
  const { companyId, taxEnabled } = props;
  const create = useCreateProduct(companyId);
  const { form, submit } = useCreateDialogForm({
    ...props,
    check: checkProduct,
    create,
    createdMessage: (product) => BILL_PAGE_MESSAGES.productCreated(product.stock_item_name),
  });
  const { errors } = form.formState;
  return (
    <CreateFromBillDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Create product"
      description="For this line of the bill. Its stock comes in with the purchase."
      formId="new-product-form"
      formClassName="grid gap-4 sm:grid-cols-2"
      onSubmit={submit}
      pending={create.isPending}
      submitLabel="Create product"
    >
      <FormField
        id="new-product-name"
        label="Product name"
        required
        error={errors.name?.message}
        className="sm:col-span-2"
      >
        <Input id="new-product-name" aria-invalid={!!errors.name} {...form.register('name')} />
      </FormField>
      <FormField id="new-product-unit" label="Unit" required error={errors.unit?.message}>
        <Controller
          control={form.control}
          name="unit"
          render={({ field }) => (
            <Combobox
              id="new-product-unit"
              value={field.value}
              onChange={field.onChange}
              options={UNIT_OPTIONS}
              placeholder="Select unit"
              invalid={!!errors.unit}
            />
          )}
        />
      </FormField>
      {taxEnabled && (
        <>
          <FormField id="new-product-hsn" label="HSN/SAC" required error={errors.hsn_code?.message}>
            <Input
              id="new-product-hsn"
              inputMode="numeric"
              maxLength={8}
              aria-invalid={!!errors.hsn_code}
              {...form.register('hsn_code')}
            />
          </FormField>
          <FormField id="new-product-taxability" label="Taxability" required error={errors.taxability?.message}>
            <Controller
              control={form.control}
              name="taxability"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="new-product-taxability" className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {TAXABILITIES.map((taxability) => (
                      <SelectItem key={taxability} value={taxability}>
                        {taxability}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
          <FormField id="new-product-tax-rate" label="Tax %" error={errors.tax_rate?.message}>
            <Controller
              control={form.control}
              name="tax_rate"
              render={({ field }) => (
                <DecimalInput
                  id="new-product-tax-rate"
                  value={field.value}
                  onChange={field.onChange}
                  accepts={acceptsMoneyTyping}
                  aria-invalid={!!errors.tax_rate}
                />
              )}
            />
          </FormField>
        </>
      )}
      <Controller
        control={form.control}
        name="batch_tracked"
        render={({ field }) => (
          <div className="flex items-start justify-between gap-4 rounded-lg border p-3 sm:col-span-2">
            <div className="flex flex-col gap-1">
              <Label htmlFor="new-product-batch-tracked">Track batches and expiry</Label>
              <p className="text-muted-foreground text-xs">
                The purchase records the batch and expiry the bill prints; sales take the batch expiring first.
              </p>
            </div>
            <Switch
              id="new-product-batch-tracked"
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          </div>
        )}
      />
    </CreateFromBillDialog>
  );
}
