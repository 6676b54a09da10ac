import { Controller, type UseFormReturn } from 'react-hook-form';
import { UNITS, unitLabel } from '@app/shared/reference/units';
import { Combobox } from '@/components/combobox';
import { FormField } from '@/components/form-field';
import { ImageDropzone } from '@/components/image-dropzone';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { ProductDraft } from '../../product-form';

const UNIT_OPTIONS = UNITS.map((unit) => ({ value: unit.value, label: unitLabel(unit), keywords: unit.symbol }));

/** Spec 2.13, step 1: image, product name, unit of measurement, description. */
export function BasicDetailsStep({ form }: { form: UseFormReturn<ProductDraft> }) {
  const { errors } = form.formState;
  return (
    <div className="flex flex-col gap-4">
      <Controller
        control={form.control}
        name="image"
        render={({ field }) => (
          <ImageDropzone label="Product Image" purpose="product" value={field.value} onChange={field.onChange} />
        )}
      />
      <FormField id="product-name" label="Product Name" required error={errors.stock_item_name?.message}>
        <Input
          id="product-name"
          placeholder="e.g. Paracetamol 500 mg"
          aria-invalid={!!errors.stock_item_name}
          {...form.register('stock_item_name')}
        />
      </FormField>
      <Controller
        control={form.control}
        name="unit"
        render={({ field }) => (
          <FormField id="product-unit" label="Unit of Measurement" required error={errors.unit?.message}>
            <Combobox
              id="product-unit"
              value={field.value}
              onChange={(unit) => {
                if (unit === field.value) return;
                field.onChange(unit);
                // Spec 4: quantities typed for the old unit may not suit the new one.
                form.setValue('low_stock_alert', '');
                form.setValue('opening_balance', '');
              }}
              options={UNIT_OPTIONS}
              placeholder="Select a unit"
              searchPlaceholder="Search units..."
              emptyText="No unit found"
              invalid={!!errors.unit}
            />
          </FormField>
        )}
      />
      <FormField id="product-description" label="Description" error={errors.description?.message}>
        <Textarea
          id="product-description"
          rows={4}
          aria-invalid={!!errors.description}
          {...form.register('description')}
        />
      </FormField>
    </div>
  );
}
