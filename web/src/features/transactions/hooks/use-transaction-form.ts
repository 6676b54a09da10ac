import { useEffect, useMemo } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import type { LedgerOption } from '@app/shared/books/ledger-docs';
import type { Voucher } from '@app/shared/books/voucher-docs';
import { numberText } from '@app/shared/decimal';
import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import { settleIssues, settlesOf, type SettleAmounts, type SettleRow } from '@/components/settle-invoices/settle-form';
import { useSaveTransaction } from '../api/save-transaction';
import { useSettleInvoices, type SettlingInvoice } from '@/components/settle-invoices/use-settle-invoices';
import { addedMessage, TRANSACTION_MESSAGES, updatedMessage } from '../messages';
import {
  amountPaise,
  draftFromVoucher,
  emptyTransactionDraft,
  fieldOfServerMessage,
  transactionIssues,
  transactionPayload,
  type TransactionDraft,
  type TransactionField,
  type TransactionType,
} from '../transaction-form';

interface FormContext {
  companyId: string;
  type: TransactionType;
}

/** The shared rules, shown at the fields they concern. */
const transactionResolver: Resolver<TransactionDraft, FormContext> = (draft, context) => {
  const issues = transactionIssues(draft, { companyId: context?.companyId ?? '', type: context?.type ?? 'Payment' });
  if (issues.length === 0) return { values: draft, errors: {} };
  const errors: FieldErrors<TransactionDraft> = {};
  for (const { field, message } of issues) errors[field] ??= { type: 'validate', message };
  return { values: {}, errors };
};

/** Spec 9: the default account is Cash (the Cash-in-Hand ledger of that name), else the first one. */
export function defaultAccountId(accounts: readonly LedgerOption[]): string {
  const cash = accounts.filter((ledger) => ledger.parent === 'Cash-in-Hand');
  return (cash.find((ledger) => ledger.ledger_name === 'Cash') ?? cash[0] ?? accounts[0])?._id ?? '';
}

/** What the form settles (issue 19): the party's open invoices as rows and the amounts typed. */
export interface SettleState {
  rows: readonly SettleRow[] | undefined;
  amounts: SettleAmounts;
}

export interface UseTransactionFormOptions {
  companyId: string;
  type: TransactionType;
  /** Edit mode: the voucher as loaded (its version goes back with the update). */
  voucher?: Voucher;
  /** The number the server will give a new voucher (spec 2: prefilled, read-only). */
  nextNumber?: string;
  accounts: readonly LedgerOption[] | undefined;
  parties: readonly LedgerOption[] | undefined;
  /** Opened from an invoice's Record Payment: its party, and the invoice settled with what is due on it. */
  settling?: SettlingInvoice;
  onSaved?: (voucher: Voucher) => void;
}

/**
 * A receipt or payment form (spec 2, 5, 7, 8): react-hook-form over the shared rules; a field's
 * error clears when it is edited; submitting checks everything, posts the voucher with its two
 * accounting lines, says so in the spec's words, and clears the fields. Usable by any screen that
 * records receipts and payments.
 */
export function useTransactionForm({
  companyId,
  type,
  voucher,
  nextNumber,
  accounts,
  parties,
  settling,
  onSaved,
}: UseTransactionFormOptions) {
  const save = useSaveTransaction(companyId);
  const initial = useMemo(
    () =>
      voucher
        ? draftFromVoucher(voucher)
        : emptyTransactionDraft(settling ? { partyId: settling.partyId, amount: numberText(settling.due) ?? '' } : {}),
    [voucher, settling],
  );
  const form = useForm<TransactionDraft, FormContext>({
    defaultValues: initial,
    resolver: transactionResolver,
    context: { companyId, type },
    mode: 'onSubmit',
    // Spec 5: errors clear per field when edited (and are checked again on the next submit).
    reValidateMode: 'onSubmit',
  });
  const draft = useWatch({ control: form.control }) as TransactionDraft;

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ name, type: event }) => {
          if (name && event === 'change') form.clearErrors(name as TransactionField);
        },
      }),
    [form],
  );

  // The server's next number, once it is known (a new voucher only).
  useEffect(() => {
    if (!voucher && nextNumber) form.setValue('transactionNumber', nextNumber);
  }, [voucher, nextNumber, form, draft.transactionNumber]);

  // Spec 9: Cash is chosen until the user picks another account.
  useEffect(() => {
    if (accounts && !draft.accountId) form.setValue('accountId', defaultAccountId(accounts));
  }, [accounts, draft.accountId, form]);

  const settle = useSettleInvoices({
    companyId,
    type,
    voucher,
    partyId: draft.partyId,
    amount: amountPaise(draft.amount) ?? 0,
    settling,
  });

  const submit = form.handleSubmit(
    (values) => {
      const issues = settleIssues(settle.rows ?? [], settle.amounts, amountPaise(values.amount) ?? 0);
      if (issues.whole || Object.keys(issues.byRow).length > 0) {
        notify.error(issues.whole ?? Object.values(issues.byRow)[0] ?? TRANSACTION_MESSAGES.fixErrors);
        return;
      }
      const payload = transactionPayload(values, {
        companyId,
        type,
        voucher,
        settles: settlesOf(settle.rows ?? [], settle.amounts),
        partyName: parties?.find((ledger) => ledger._id === values.partyId)?.ledger_name,
        accountName: accounts?.find((ledger) => ledger._id === values.accountId)?.ledger_name,
      });
      save.mutate(
        { id: voucher?._id, payload },
        {
          onSuccess: (saved) => {
            notify.success(voucher ? updatedMessage(type) : addedMessage(type));
            // Spec 2: a new entry's fields clear; an edit keeps what was saved.
            if (!voucher) {
              form.reset(emptyTransactionDraft({ accountId: accounts ? defaultAccountId(accounts) : '' }));
              settle.reset();
            }
            onSaved?.(saved);
          },
          onError: (error) => {
            const message = failureMessage(error, TRANSACTION_MESSAGES.addFailed);
            const field = fieldOfServerMessage(message);
            if (field) form.setError(field, { type: 'server', message });
            notify.error(message);
          },
        },
      );
    },
    () => notify.error(TRANSACTION_MESSAGES.fixErrors),
  );

  const amount = amountPaise(draft.amount);
  return {
    form,
    draft,
    submit,
    saving: save.isPending,
    /** The amount typed, in paise (0 when empty or not an amount). */
    amount: amount ?? 0,
    settle,
  };
}
