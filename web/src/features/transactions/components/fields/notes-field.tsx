import type { UseFormRegisterReturn } from 'react-hook-form';
import { NOTES_MAX } from '@app/shared/books/voucher-input';
import { FormField } from '@/components/form-field';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

/** Spec 2 and 5: optional notes, at most 500 characters, with a counter. */
export function NotesField({
  id,
  length,
  error,
  field,
  label = 'Notes (Optional)',
}: {
  id: string;
  length: number;
  error?: string;
  field: UseFormRegisterReturn;
  label?: string;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <Textarea
        id={id}
        rows={3}
        placeholder="e.g. Cheque no., bill reference"
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        {...field}
      />
      <p
        aria-live="polite"
        className={cn('text-muted-foreground -mt-1 text-right text-xs', length > NOTES_MAX && 'text-destructive')}
      >
        {length}/{NOTES_MAX}
      </p>
    </FormField>
  );
}
