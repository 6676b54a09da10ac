import type { FieldErrors, Resolver } from 'react-hook-form';
import type { AccountingGroupOption } from '@app/shared/books/accounting-groups';
import { partyGroupOf, takesExpenseLines } from '@app/shared/books/group-tree';
import type { Ledger } from '@app/shared/books/ledger-docs';
import { LEDGER_TEXT_DETAILS } from '@app/shared/books/ledger-details';
import { ledgerInputSchema, type LedgerFormValues } from '@app/shared/books/ledgers';
import type { ExpenseGstTreatment } from '@app/shared/gst/supply-class';
import { signedOpeningBalance, type BalanceSide } from '@/lib/balance';

/**
 * A ledger that is not a party (issues 32 and 33): an expense, an income, a fixed asset, a loan, a
 * duty, as Tally's Create Ledger takes one: its name, its group, its opening balance and, for an
 * expense or fixed asset, how GST treats what is bought on it (Blocked credit: section 17(5)).
 * Customers and suppliers have their own form.
 */
export interface AccountLedgerDraft {
  name: string;
  parent_id: string;
  opening_amount: string;
  opening_side: BalanceSide;
  gst_treatment: ExpenseGstTreatment;
}

export type AccountLedgerField = keyof AccountLedgerDraft;

export const ACCOUNT_LEDGER_MESSAGES = {
  nameRequired: 'Ledger name is required',
  nameShort: 'Ledger name must be at least 2 characters',
  group: 'Choose the group the ledger belongs to',
  created: 'Ledger created successfully! 🎉',
  updated: 'Ledger updated successfully! 🎉',
  failed: 'Failed to save the ledger. 🚫',
  fixErrors: 'Please fix the form errors before submitting',
} as const;

export function accountLedgerDraft(ledger?: Ledger): AccountLedgerDraft {
  const opening = ledger?.opening_balance ?? 0;
  return {
    name: ledger?.ledger_name ?? '',
    parent_id: ledger?.parent_id ?? '',
    opening_amount: opening === 0 ? '' : Math.abs(opening).toFixed(2),
    opening_side: opening < 0 ? 'Dr' : 'Cr',
    gst_treatment: ledger?.gst_treatment ?? 'Taxable',
  };
}

/** The groups a non-party ledger may be filed under: every group but Debtors, Creditors and theirs. */
export const accountGroups = (groups: readonly AccountingGroupOption[]) =>
  groups.filter((group) => !partyGroupOf(groups, group._id)).sort((a, b) => a.name.localeCompare(b.name));

/** Whether the chosen group's ledgers take expense lines, and so have a GST treatment. */
export const hasGstTreatment = (groups: readonly AccountingGroupOption[], parentId: string) =>
  takesExpenseLines(groups, { parent_id: parentId });

/**
 * The body of POST /ledger/create or PUT /ledger/update: the fields typed, and on an edit what the
 * ledger holds besides (a bank ledger's bank details: an update replaces the ledger whole).
 */
export function accountLedgerInput(
  draft: AccountLedgerDraft,
  companyId: string,
  treated: boolean,
  ledger?: Ledger,
): LedgerFormValues {
  const kept = ledger
    ? Object.fromEntries(LEDGER_TEXT_DETAILS.flatMap((field) => (ledger[field] ? [[field, ledger[field]]] : [])))
    : {};
  const opening = signedOpeningBalance(draft.opening_amount, draft.opening_side);
  return {
    ...kept,
    ...(ledger?.phone ? { code: ledger.phone.code, number: ledger.phone.number } : {}),
    ...(ledger?.image_key ? { image: ledger.image_key } : {}),
    name: draft.name.trim(),
    company_id: companyId,
    parent_id: draft.parent_id,
    ...(opening ? { opening_balance: opening } : {}),
    ...(treated ? { gst_treatment: draft.gst_treatment } : {}),
  };
}

/** Everything wrong with the draft: its own rules, then the shared ledger schema the server applies. */
export function accountLedgerIssues(draft: AccountLedgerDraft): { field: AccountLedgerField; message: string }[] {
  const issues: { field: AccountLedgerField; message: string }[] = [];
  const name = draft.name.trim();
  if (!name) issues.push({ field: 'name', message: ACCOUNT_LEDGER_MESSAGES.nameRequired });
  else if (name.length < 2) issues.push({ field: 'name', message: ACCOUNT_LEDGER_MESSAGES.nameShort });
  if (!draft.parent_id) issues.push({ field: 'parent_id', message: ACCOUNT_LEDGER_MESSAGES.group });
  const result = ledgerInputSchema.safeParse(accountLedgerInput({ ...draft, name: 'ok' }, 'company', false));
  if (!result.success) {
    for (const issue of result.error.issues)
      if (issue.path[0] === 'opening_balance') issues.push({ field: 'opening_amount', message: issue.message });
  }
  return issues;
}

export const accountLedgerResolver: Resolver<AccountLedgerDraft> = (draft) => {
  const issues = accountLedgerIssues(draft);
  if (issues.length === 0) return { values: draft, errors: {} };
  const errors: FieldErrors<AccountLedgerDraft> = {};
  for (const { field, message } of issues) errors[field] ??= { type: 'validate', message };
  return { values: {}, errors };
};
