import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { GST_RATES, NATURES_OF_GOODS, TAXABILITIES } from '@app/shared/catalogue/products';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { ProductDraft } from '../../product-form';

type ChoiceField = 'nature_of_goods' | 'taxability' | 'tax_rate';

function ChoiceSelect({
  form,
  name,
  id,
  label,
  choices,
  required,
}: {
  form: UseFormReturn<ProductDraft>;
  name: ChoiceField;
  id: string;
  label: string;
  choices: readonly { value: string; label: string }[];
  required?: boolean;
}) {
  const error = form.formState.errors[name]?.message;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormField id={id} label={label} required={required} error={error}>
          <Select value={field.value} onValueChange={field.onChange}>
            <SelectTrigger id={id} className="w-full" aria-invalid={!!error}>
              <SelectValue placeholder={`Select ${label.toLowerCase()}`} />
            </SelectTrigger>
            <SelectContent>
              {choices.map((choice) => (
                <SelectItem key={choice.value} value={choice.value}>
                  {choice.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      )}
    />
  );
}

const asChoices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * Spec 2.13, step 3 (tax on only): HSN/SAC code; once one is typed, nature of goods, taxability
 * and, for a Taxable product, the GST rate.
 */
export function AdvancedSettingsStep({ form }: { form: UseFormReturn<ProductDraft> }) {
  const { errors } = form.formState;
  const [hsn, taxability, rate] = useWatch({ control: form.control, name: ['hsn_code', 'taxability', 'tax_rate'] });
  const rates = GST_RATES.map(String);
  // A rate given before today's slabs (or through the API) stays choosable.
  if (rate && !rates.includes(rate)) rates.push(rate);
  const hsnField = form.register('hsn_code');
  return (
    <div className="flex flex-col gap-4">
      <FormField id="product-hsn" label="HSN/SAC Code" required hint="4 to 8 digits" error={errors.hsn_code?.message}>
        <Input
          id="product-hsn"
          inputMode="numeric"
          maxLength={8}
          autoComplete="off"
          aria-invalid={!!errors.hsn_code}
          {...hsnField}
          onChange={(event) => {
            event.target.value = event.target.value.replace(/\D/g, '');
            void hsnField.onChange(event);
          }}
        />
      </FormField>
      {(hsn.trim() !== '' || taxability !== '') && (
        <div className="grid gap-4 sm:grid-cols-2">
          <ChoiceSelect
            form={form}
            name="nature_of_goods"
            id="product-nature"
            label="Nature of Goods"
            choices={asChoices(NATURES_OF_GOODS)}
          />
          <ChoiceSelect
            form={form}
            name="taxability"
            id="product-taxability"
            label="Taxability"
            required
            choices={asChoices(TAXABILITIES)}
          />
          {taxability === 'Taxable' && (
            <ChoiceSelect
              form={form}
              name="tax_rate"
              id="product-tax-rate"
              label="Tax Rate"
              required
              choices={rates.map((value) => ({ value, label: `${value}%` }))}
            />
          )}
        </div>
      )}
    </div>
  );
}
