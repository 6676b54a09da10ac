import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/**
 * A refusal's field errors (the server's 400 `errors`) shown under the form's own fields, those
 * among `fields`; the rest are left to the toast that tells the refusal's message.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) {
  if (!(error instanceof ApiError)) return;
  for (const { field, message } of error.fieldErrors) {
    const named = fields.find((name) => name === field);
    if (named) setError(named, { type: 'server', message });
  }
}
