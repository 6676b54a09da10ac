import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Product } from '@app/shared/catalogue/product-docs';
import { TAXABILITIES } from '@app/shared/catalogue/products';
import { UNITS, unitLabel } from '@app/shared/reference/units';
import { Combobox } from '@/components/combobox';
import { DecimalInput, acceptsMoneyTyping } from '@/components/decimal-input';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import { useCreateProduct } from '../../api/create-product';
import { issuesResolver } from '../../issues-resolver';
import { BILL_PAGE_MESSAGES } from '../../messages';
import { checkProduct, type ProductValues } from '../../new-product';

interface ProductContext {
  companyId: string;
  taxEnabled: boolean;
}

const productResolver = issuesResolver<ProductValues, ProductContext>((values, context) => {
  const check = checkProduct(values, context?.companyId ?? '', context?.taxEnabled ?? false);
  return check.ok ? [] : check.issues;
});

const UNIT_OPTIONS = UNITS.map((unit) => ({ value: unit.value, label: unitLabel(unit) }));

export interface NewProductDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: string;
  taxEnabled: boolean;
  /** The product as the bill's line describes it. */
  proposed: ProductValues;
  onCreated: (product: Product) => void;
}

/** A product for a line that matched none: named as the bill names it, with its unit, HSN and tax. */
export function NewProductDialog({
  open,
  onOpenChange,
  companyId,
  taxEnabled,
  proposed,
  onCreated,
}: NewProductDialogProps) {
  const create = useCreateProduct(companyId);
  const form = useForm<ProductValues, ProductContext>({
    defaultValues: proposed,
    resolver: productResolver,
    context: { companyId, taxEnabled },
  });
  useEffect(() => {
    if (open) form.reset(proposed);
  }, [open, form, proposed]);
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    const check = checkProduct(values, companyId, taxEnabled);
    if (!check.ok) return;
    create.mutate(check.input, {
      onSuccess: (product) => {
        notify.success(BILL_PAGE_MESSAGES.productCreated(product.stock_item_name));
        onCreated(product);
        onOpenChange(false);
      },
      onError: (error) => notify.error(failureMessage(error)),
    });
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create product</DialogTitle>
          <DialogDescription>For this line of the bill. Its stock comes in with the purchase.</DialogDescription>
        </DialogHeader>
        <form
          id="new-product-form"
          noValidate
          onSubmit={(event) => void submit(event)}
          className="grid gap-4 sm:grid-cols-2"
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
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="new-product-form" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create product'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
