import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import { issuesResolver } from '../issues-resolver';

/** What a dialog that creates a record from the bill (its supplier, a line's product) is given. */
export interface CreateDialogProps<Values, Created> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: string;
  taxEnabled: boolean;
  /** The boxes as the bill fills them; each opening starts from them again. */
  proposed: Values;
  onCreated: (created: Created) => void;
}

/** What the dialog's rules need besides the boxes. */
interface CompanyContext {
  companyId: string;
  taxEnabled: boolean;
}

/** The dialog's rules: the API's body, or the problems by box. */
type CreateCheck<Input> = { ok: true; input: Input } | { ok: false; issues: { field: string; message: string }[] };

interface CreateDialogFormOptions<Values, Input, Created> extends CreateDialogProps<Values, Created> {
  /** Module-level, so the form's resolver is made once. */
  check: (values: Values, companyId: string, taxEnabled: boolean) => CreateCheck<Input>;
  create: UseMutationResult<Created, Error, Input>;
  /** The toast once the record is made. */
  createdMessage: (created: Created) => string;
}

/**
 * A create dialog's form: the boxes checked by `check` as they are typed, refilled from `proposed`
 * on each opening; a valid submit creates the record, says so, hands it on and closes the dialog
 * (a failure is a toast, and the dialog stays open).
 */
export function useCreateDialogForm<Values extends FieldValues, Input, Created>({
  open,
  onOpenChange,
  companyId,
  taxEnabled,
  proposed,
  onCreated,
  check,
  create,
  createdMessage,
}: CreateDialogFormOptions<Values, Input, Created>) {
  const resolver = useMemo(
    () =>
      issuesResolver<Values, CompanyContext>((values, context) => {
        const result = check(values, context?.companyId ?? '', context?.taxEnabled ?? false);
        return result.ok ? [] : result.issues;
      }),
    [check],
  );
  const form = useForm<Values, CompanyContext>({
    // react-hook-form cannot see that any Values is also a partial of itself.
    defaultValues: proposed as DefaultValues<Values>,
    resolver,
    context: { companyId, taxEnabled },
  });
  useEffect(() => {
    if (open) form.reset(proposed);
  }, [open, form, proposed]);
  const submit = form.handleSubmit((values) => {
    const result = check(values, companyId, taxEnabled);
    if (!result.ok) return;
    create.mutate(result.input, {
      onSuccess: (created) => {
        notify.success(createdMessage(created));
        onCreated(created);
        onOpenChange(false);
      },
      onError: (error) => notify.error(failureMessage(error)),
    });
  });
  return { form, submit };
}
