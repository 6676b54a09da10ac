import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import type { LedgerDraft, LedgerFormContext, LedgerTextField } from '../../ledger-form';

export type LedgerForm = UseFormReturn<LedgerDraft, LedgerFormContext>;

/** A labelled text box of the ledger form, with its error; `upperCase` for codes (IFSC, TIN). */
export function TextField({
  form,
  name,
  label,
  hint,
  required,
  upperCase,
  ...input
}: {
  form: LedgerForm;
  name: LedgerTextField;
  label: string;
  hint?: string;
  required?: boolean;
  upperCase?: boolean;
} & Omit<React.ComponentProps<'input'>, 'name' | 'form'>) {
  const error = form.formState.errors[name]?.message;
  const field = form.register(name);
  const id = `ledger-${name}`;
  return (
    <FormField id={id} label={label} hint={hint} error={error} required={required}>
      <Input
        id={id}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
        {...field}
        onChange={(event) => {
          if (upperCase) event.target.value = event.target.value.toUpperCase();
          void field.onChange(event);
        }}
      />
    </FormField>
  );
}
