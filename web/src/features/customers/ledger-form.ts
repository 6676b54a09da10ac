import type { FieldErrors, Resolver } from 'react-hook-form';
import type { Ledger } from '@app/shared/books/ledger-docs';
import {
  DEFAULT_PHONE_CODE,
  PARTY_GROUPS,
  ledgerInputSchema,
  ledgerTaxIssues,
  type LedgerFormValues as LedgerInput,
  type PartyGroup,
} from '@app/shared/books/ledgers';
import { numberText } from '@app/shared/decimal';
import { signedOpeningBalance, type BalanceSide } from '@/lib/balance';
import type { ImageValue } from '@/components/image-dropzone';

const TEXT_FIELDS = [
  'name',
  'mailing_country',
  'mailing_state',
  'tin',
  'alias',
  'mailing_name',
  'email',
  'code',
  'number',
  'mailing_address',
  'mailing_pincode',
  'opening_amount',
  'account_holder',
  'account_number',
  'bank_name',
  'bank_branch',
  'bank_ifsc',
] as const;

export type LedgerTextField = (typeof TEXT_FIELDS)[number];

/** What the ledger form shows: every field as the text typed, the image as its upload. */
export type LedgerDraft = Record<LedgerTextField, string> & { opening_side: BalanceSide; image: ImageValue };
export type LedgerField = keyof LedgerDraft;

/** Spec 2: the form's collapsible sections and what each holds, in order. */
export const LEDGER_SECTIONS = {
  required: ['name', 'mailing_country', 'mailing_state', 'tin'],
  profile: [
    'alias',
    'mailing_name',
    'email',
    'code',
    'number',
    'mailing_address',
    'mailing_pincode',
    'opening_amount',
    'opening_side',
  ],
  image: ['image'],
  bank: ['account_holder', 'account_number', 'bank_name', 'bank_branch', 'bank_ifsc'],
} as const satisfies Record<string, readonly LedgerField[]>;

export type LedgerSection = keyof typeof LEDGER_SECTIONS;

export const sectionOf = (field: LedgerField) =>
  (Object.keys(LEDGER_SECTIONS) as LedgerSection[]).find((section) =>
    (LEDGER_SECTIONS[section] as readonly LedgerField[]).includes(field),
  );

const FIELD_ORDER: readonly LedgerField[] = Object.values(LEDGER_SECTIONS).flat();

/** Spec 2: the Required Information section counts 3 fields (name, country, state), 4 with tax (TIN). */
export const requiredFieldCount = (taxEnabled: boolean) => (taxEnabled ? 4 : 3);

/** Spec 1: Debtors owe money (their opening balance is usually a debit), Creditors are owed it. */
export const usualSide = (group: PartyGroup): BalanceSide => (group === 'Debtors' ? 'Dr' : 'Cr');

/** A new customer or supplier: India, +91, the group's usual side. */
export function emptyLedgerDraft(group: PartyGroup): LedgerDraft {
  const blank = Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<LedgerTextField, string>;
  return {
    ...blank,
    mailing_country: 'India',
    code: DEFAULT_PHONE_CODE,
    opening_side: usualSide(group),
    image: { key: null, preview: null },
  };
}

export function ledgerDraftFrom(ledger: Ledger, group: PartyGroup): LedgerDraft {
  const draft = emptyLedgerDraft(group);
  for (const field of TEXT_FIELDS) {
    if (field in ledger) draft[field] = (ledger[field as keyof Ledger] as string | null) ?? '';
  }
  draft.name = ledger.ledger_name;
  draft.code = ledger.phone?.code ?? DEFAULT_PHONE_CODE;
  draft.number = ledger.phone?.number ?? '';
  draft.mailing_country = ledger.mailing_country ?? '';
  const opening = ledger.opening_balance;
  draft.opening_amount = opening === 0 ? '' : (numberText(Math.abs(opening)) ?? '');
  draft.opening_side = opening < 0 ? 'Dr' : opening > 0 ? 'Cr' : usualSide(group);
  draft.image = { key: ledger.image_key, preview: ledger.image };
  return draft;
}

/**
 * The body of create and update (spec 5): optional fields only when not empty after trimming; the
 * phone code only with a number; the opening balance signed, a debit negative. A party kept in a
 * sub-group of its group ('Mumbai Debtors', made in Tally style) stays there when edited.
 */
export function ledgerInputFrom(
  draft: LedgerDraft,
  group: PartyGroup,
  companyId: string,
  filed?: Pick<Ledger, 'parent_id' | 'party_group'>,
): LedgerInput {
  const place = filed?.party_group === group ? { parent_id: filed.parent_id } : { parent: group };
  const input: Record<string, unknown> = { name: draft.name.trim(), company_id: companyId, ...place };
  for (const field of TEXT_FIELDS) {
    const value = draft[field].trim();
    if (field === 'name' || field === 'opening_amount' || !value) continue;
    input[field] = value;
  }
  if (!input.number) delete input.code;
  const opening = signedOpeningBalance(draft.opening_amount, draft.opening_side);
  if (opening) input.opening_balance = opening;
  input.image = draft.image.key;
  return input as LedgerInput;
}

export interface LedgerIssue {
  field: LedgerField;
  message: string;
}

/** The schema's field names that the form shows under another name. */
const FORM_FIELD: Record<string, LedgerField> = { opening_balance: 'opening_amount', parent: 'name' };

/**
 * Everything wrong with the draft, in the form's order: the shared schema's rules, then the tax
 * rules for parties (spec 5). The server applies the same two.
 */
export function ledgerIssues(draft: LedgerDraft, group: PartyGroup, taxEnabled: boolean): LedgerIssue[] {
  const input = ledgerInputFrom(draft, group, 'company');
  const result = ledgerInputSchema.safeParse(input);
  const issues: LedgerIssue[] = (result.success ? [] : result.error.issues).map((issue) => {
    const path = String(issue.path[0]);
    return { field: FORM_FIELD[path] ?? (path as LedgerField), message: issue.message };
  });
  const trimmed = (value: string) => value.trim() || undefined;
  const tax = ledgerTaxIssues(
    {
      mailing_country: trimmed(draft.mailing_country),
      mailing_state: trimmed(draft.mailing_state),
      tin: trimmed(draft.tin),
    },
    group,
    taxEnabled,
  );
  issues.push(...tax.map((issue) => ({ field: issue.field as LedgerField, message: issue.message })));
  return issues
    .filter((issue) => FIELD_ORDER.includes(issue.field))
    .sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field));
}

export interface LedgerFormContext {
  group: PartyGroup;
  taxEnabled: boolean;
}

/** The shared rules, shown at the fields they concern (the first message of each field). */
export const ledgerResolver: Resolver<LedgerDraft, LedgerFormContext> = (draft, context) => {
  const issues = ledgerIssues(draft, context?.group ?? 'Debtors', context?.taxEnabled ?? false);
  if (issues.length === 0) return { values: draft, errors: {} };
  const errors: FieldErrors<LedgerDraft> = {};
  for (const { field, message } of issues) errors[field] ??= { type: 'validate', message };
  return { values: {}, errors };
};

/** The group a route's type names ('debtors' -> Debtors), or undefined for anything else. */
export const groupOfType = (type: string): PartyGroup | undefined =>
  PARTY_GROUPS.find((group) => group.toLowerCase() === type.toLowerCase());
