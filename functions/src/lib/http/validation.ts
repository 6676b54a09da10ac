import * as z from '@app/shared/zod';
import type { FieldError } from '@app/shared/api/envelope';

/**
 * Zod's default messages say what is wrong but not where; this per-parse error map prefixes them with
 * the field's path. Messages written in a schema (the spec's wording) take precedence over it and
 * are kept exactly as written.
 */
const namingFieldErrorMap: z.core.$ZodErrorMap = (issue) => {
  const fallback = z.config().localeError?.(issue);
  const message = typeof fallback === 'string' ? fallback : (fallback?.message ?? 'Invalid value');
  const path = issue.path?.join('.') ?? '';
  return path ? `${path}: ${message}` : message;
};

export type ParseOutcome<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

export function parseWithFieldErrors<S extends z.ZodMiniType>(schema: S, input: unknown): ParseOutcome<z.output<S>> {
  const result = schema.safeParse(input, { error: namingFieldErrorMap });
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    errors: result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
  };
}
