import type { UseFormRegisterReturn } from 'react-hook-form';
import { DESCRIPTION_MAX } from '@app/shared/catalogue/fields';
import { FormField } from '@/components/form-field';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

/** Spec 2.11: a description with its counter out of 500. */
export function DescriptionField({
  id,
  length,
  error,
  field,
}: {
  id: string;
  length: number;
  error?: string;
  field: UseFormRegisterReturn;
}) {
  return (
    <FormField id={id} label="Description" error={error}>
      <Textarea id={id} rows={4} aria-invalid={!!error} {...field} />
      <p
        aria-live="polite"
        className={cn('text-muted-foreground -mt-1 text-right text-xs', length > DESCRIPTION_MAX && 'text-destructive')}
      >
        {length}/{DESCRIPTION_MAX}
      </p>
    </FormField>
  );
}
