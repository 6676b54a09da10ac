import { DEFAULT_PHONE_CODE, LEDGER_MESSAGES, ledgerInputSchema, ledgerTaxIssues } from '@app/shared/books/ledgers';
import type { LedgerInput, PartyGroup } from '@app/shared/books/ledgers';
import { INDIA } from '@app/shared/gst/state-codes';
import { INVOICE_MESSAGES } from './messages';

/** The compact Create Customer drawer inside the invoice form (spec 2): a party's essentials. */
export interface CustomerDraft {
  name: string;
  number: string;
  email: string;
  country: string;
  state: string;
  tin: string;
  address: string;
}
export type CustomerField = keyof CustomerDraft;

export const emptyCustomerDraft = (): CustomerDraft => ({
  name: '',
  number: '',
  email: '',
  country: INDIA,
  state: '',
  tin: '',
  address: '',
});

/** The ledger schema's fields as the drawer's boxes. */
const DRAFT_FIELD: Record<string, CustomerField> = {
  name: 'name',
  number: 'number',
  code: 'number',
  email: 'email',
  mailing_country: 'country',
  mailing_state: 'state',
  tin: 'tin',
  mailing_address: 'address',
};

/** Spec 5: the drawer says the ledger form's messages in its own shorter words. */
const DRAWER_WORDS: Record<string, string> = {
  [LEDGER_MESSAGES.nameRequired]: INVOICE_MESSAGES.customerNameRequired,
  [LEDGER_MESSAGES.nameShort]: INVOICE_MESSAGES.customerNameShort,
  [LEDGER_MESSAGES.countryRequired]: INVOICE_MESSAGES.countryRequired,
  [LEDGER_MESSAGES.stateRequired]: INVOICE_MESSAGES.stateRequired,
};
const inDrawerWords = (message: string) => DRAWER_WORDS[message] ?? message;

/** The body of POST /ledger/create: a Debtor for a sale, a Creditor for a purchase. */
export function ledgerBodyOf(draft: CustomerDraft, companyId: string, group: PartyGroup) {
  const number = draft.number.trim();
  return {
    name: draft.name,
    company_id: companyId,
    parent: group,
    mailing_country: draft.country,
    mailing_state: draft.state,
    tin: draft.tin,
    code: number ? DEFAULT_PHONE_CODE : undefined,
    number,
    email: draft.email,
    mailing_address: draft.address,
  };
}

export type CustomerCheck =
  { ok: true; input: LedgerInput } | { ok: false; issues: { field: CustomerField; message: string }[] };

/**
 * The shared ledger schema and its tax rules (country and state with tax on, a TIN for a
 * Creditor), in the drawer's words.
 */
export function checkCustomer(
  draft: CustomerDraft,
  companyId: string,
  group: PartyGroup,
  taxEnabled: boolean,
): CustomerCheck {
  const parsed = ledgerInputSchema.safeParse(ledgerBodyOf(draft, companyId, group));
  const issues: { field: CustomerField; message: string }[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        field: DRAFT_FIELD[String(issue.path[0])] ?? 'name',
        message: inDrawerWords(issue.message),
      }));
  const tax = ledgerTaxIssues(
    {
      mailing_country: draft.country.trim() || undefined,
      mailing_state: draft.state.trim() || undefined,
      tin: draft.tin.trim() || undefined,
    },
    group,
    taxEnabled,
  );
  for (const { field, message } of tax) {
    const at = DRAFT_FIELD[field] ?? 'name';
    if (!issues.some((issue) => issue.field === at)) issues.push({ field: at, message: inDrawerWords(message) });
  }
  if (issues.length > 0 || !parsed.success) return { ok: false, issues };
  return { ok: true, input: parsed.data };
}
