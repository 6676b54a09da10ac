import type { FieldErrors, Resolver } from 'react-hook-form';
import { signedOpeningBalance, type BalanceSide } from '@/lib/balance';
import { ledgerInputSchema, type LedgerFormValues } from '@app/shared/books/ledgers';

/**
 * A bank account is a ledger of the Bank Accounts group (Tally's way): a name the books show
 * ('HDFC Current A/c') and the bank's details, all optional but checked when given. Its opening
 * balance is the money in the account when the books began (a debit, as the books read an asset),
 * or an overdraft (a credit).
 */
export const BANK_GROUP = 'Bank Accounts';

export const BANK_ACCOUNT_MESSAGES = {
  nameRequired: 'Account name is required',
  nameShort: 'Account name must be at least 2 characters',
  creating: 'Creating bank account... ⏳',
  created: 'Bank account created successfully! 🎉',
  createFailed: 'Failed to create bank account. 🚫',
  fixErrors: 'Please fix the form errors before submitting',
} as const;

const TEXT_FIELDS = [
  'name',
  'bank_name',
  'account_number',
  'bank_ifsc',
  'bank_branch',
  'account_holder',
  'opening_amount',
] as const;

export type BankAccountTextField = (typeof TEXT_FIELDS)[number];

export type BankAccountDraft = Record<BankAccountTextField, string> & { opening_side: BalanceSide };
export type BankAccountField = keyof BankAccountDraft;

export function emptyBankAccountDraft(): BankAccountDraft {
  const blank = Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<BankAccountTextField, string>;
  return { ...blank, opening_side: 'Dr' };
}

/** The body of POST /ledger/create: the fields typed, trimmed, and the balance signed (a debit negative). */
export function bankAccountInput(draft: BankAccountDraft, companyId: string): LedgerFormValues {
  const input: LedgerFormValues = { name: draft.name.trim(), company_id: companyId, parent: BANK_GROUP };
  for (const field of TEXT_FIELDS) {
    const value = draft[field].trim();
    if (field === 'name' || field === 'opening_amount' || !value) continue;
    input[field] = value;
  }
  const opening = signedOpeningBalance(draft.opening_amount, draft.opening_side);
  if (opening) input.opening_balance = opening;
  return input;
}

/** The schema's field names the form shows under another name. */
const FORM_FIELD: Partial<Record<string, BankAccountField>> = { opening_balance: 'opening_amount' };

/** Everything wrong with the draft, in the form's order: the shared ledger rules the server applies too. */
export function bankAccountIssues(draft: BankAccountDraft): { field: BankAccountField; message: string }[] {
  const name = draft.name.trim();
  if (name.length < 2) {
    const message = name ? BANK_ACCOUNT_MESSAGES.nameShort : BANK_ACCOUNT_MESSAGES.nameRequired;
    return [{ field: 'name', message }, ...bankAccountIssues({ ...draft, name: 'ok' })];
  }
  const result = ledgerInputSchema.safeParse(bankAccountInput(draft, 'company'));
  if (result.success) return [];
  return result.error.issues
    .map((issue) => {
      const path = String(issue.path[0]);
      return { field: FORM_FIELD[path] ?? (path as BankAccountField), message: issue.message };
    })
    .filter((issue) => TEXT_FIELDS.includes(issue.field as BankAccountTextField))
    .sort(
      (a, b) =>
        TEXT_FIELDS.indexOf(a.field as BankAccountTextField) - TEXT_FIELDS.indexOf(b.field as BankAccountTextField),
    );
}

export const bankAccountResolver: Resolver<BankAccountDraft> = (draft) => {
  const issues = bankAccountIssues(draft);
  if (issues.length === 0) return { values: draft, errors: {} };
  const errors: FieldErrors<BankAccountDraft> = {};
  for (const { field, message } of issues) errors[field] ??= { type: 'validate', message };
  return { values: {}, errors };
};
