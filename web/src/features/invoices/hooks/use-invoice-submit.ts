import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Voucher } from '@app/shared/books/voucher-docs';
import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import { useSaveInvoice } from '../api/save-invoice';
import {
  formFieldOf,
  invoiceIssues,
  lineIndexOf,
  payloadIssues,
  voucherPayloadOf,
  type InvoiceDraft,
  type InvoiceIssue,
  type InvoiceRules,
} from '../invoice-form';
import type { InvoiceType } from '../invoice-search';
import { INVOICE_MESSAGES, fieldErrorsOf } from '../messages';
import { useIdempotencyKey } from './use-idempotency-key';

interface InvoiceSubmitOptions {
  form: UseFormReturn<InvoiceDraft, never>;
  company: { id: string; taxEnabled: boolean };
  type: InvoiceType;
  /** Editing: the invoice as it was loaded (its version goes back with the update). */
  original: Voucher | undefined;
  partyName: string | undefined;
  /** The rules for the party the form holds (intra- or inter-state depends on it). */
  rulesFor: (partyId: string) => InvoiceRules;
  onSaved: () => void;
}

/** Problems of single lines (issue 18: a batch the server refused), by the line's key. */
export type LineErrors = Readonly<Record<string, readonly string[]>>;

/**
 * Spec 2 and 5: Create (or Update) Invoice. Problems are shown at their fields with the first as a
 * toast; the payload passes the API's own schema before it is sent, once per Idempotency-Key; the
 * server's refusal is shown in its words (its field errors at the fields, a line's at that line), else
 * the spec's fallback.
 */
export function useInvoiceSubmit({
  form,
  company,
  type,
  original,
  partyName,
  rulesFor,
  onSaved,
}: InvoiceSubmitOptions) {
  const save = useSaveInvoice(company.id, company.taxEnabled);
  const keyFor = useIdempotencyKey();
  const [lineErrors, setLineErrors] = useState<LineErrors>({});
  const showIssues = (issues: InvoiceIssue[]) => {
    const lines = form.getValues('items');
    const byLine: Record<string, string[]> = {};
    for (const { field, message, line } of issues) {
      const key = line === undefined ? undefined : lines[line]?.key;
      if (key) (byLine[key] ??= []).push(message);
      if (!form.getFieldState(field).error) form.setError(field, { type: 'server', message });
    }
    setLineErrors(byLine);
  };
  /** A line was changed or removed: what was said about it no longer holds. */
  const clearLineErrors = (key: string) =>
    setLineErrors((errors) => {
      if (!(key in errors)) return errors;
      const { [key]: _cleared, ...rest } = errors;
      return rest;
    });
  const submit = form.handleSubmit(
    (draft) => {
      const payload = voucherPayloadOf(draft, {
        companyId: company.id,
        type,
        taxEnabled: company.taxEnabled,
        intraState: rulesFor(draft.party_id).intraState,
        partyName: partyName ?? '',
        original,
      });
      const issues = payloadIssues(payload);
      setLineErrors({});
      if (issues[0]) {
        showIssues(issues);
        notify.error(issues[0].message);
        return;
      }
      save.mutate(
        { id: original?._id, payload, idempotencyKey: keyFor(payload) },
        {
          onSuccess: () => {
            notify.success(original ? INVOICE_MESSAGES.updated : INVOICE_MESSAGES.created);
            onSaved();
          },
          onError: (error) => {
            showIssues(
              fieldErrorsOf(error).flatMap(({ field, message }) => {
                const at = formFieldOf(field);
                return at ? [{ field: at, message, line: lineIndexOf(field) }] : [];
              }),
            );
            notify.error(
              failureMessage(error, original ? INVOICE_MESSAGES.updateFailed : INVOICE_MESSAGES.createFailed),
            );
          },
        },
      );
    },
    (errors) => {
      const values = form.getValues();
      const first = invoiceIssues(values, rulesFor(values.party_id)).find(({ field }) => errors[field]);
      if (first) notify.error(first.message);
    },
  );
  return { submit, saving: save.isPending, lineErrors, clearLineErrors };
}
