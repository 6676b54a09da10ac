import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from '@app/shared/zod';

/**
 * The form's zod resolver, with its schema (and zod, 12 KB gzipped) loaded when the form first
 * validates rather than with the page (issue 38): the public forms (sign-in, sign-up, contact)
 * paint without them. The rules are the same shared schema's; the first check waits for it once.
 */
export function deferredZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodMiniType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () =>
    (loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(([{ zodResolver }, schema]) =>
      zodResolver(schema),
    ));
  return async (values, context, options) => (await load())(values, context, options);
}
