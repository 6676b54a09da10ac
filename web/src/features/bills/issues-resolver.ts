import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver from a rules function that lists problems by field path
 * ('items.0.rate'): each field shows its first problem; no problem, and the values pass as they are.
 */
export function issuesResolver<Values extends FieldValues, Context>(
  issuesOf: (values: Values, context: Context | undefined) => readonly { field: string; message: string }[],
): Resolver<Values, Context> {
  return (values, context, options) => {
    const issues = issuesOf(values, context);
    if (issues.length === 0) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const { field, message } of issues) errors[field] ??= { type: 'validate', message };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
