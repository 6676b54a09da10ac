import { ID_MAX_LENGTH } from '../api/ids';
import * as z from '../zod';
import { companyIdField, imageField, optionalChoice } from '../catalogue/fields';
import { EXPENSE_GST_TREATMENTS } from '../gst/supply-class';
import { MONEY_PLACES, decimalPlaces, numberText, parseScaled } from '../decimal';
import { gstinProblem } from '../gst/gstin';
import { INDIA, stateCodeOf } from '../gst/state-codes';
import { MAX_AMOUNT_PAISE, type Paise } from '../money';
import { EMAIL_PATTERN } from '../validation';
import { COUNTRIES_WITHOUT_STATES } from './stateless-countries';
import { isPartyGroup } from './party-groups';

/** Spec 5, Ledger form, in its words (the page's variant; the drawer's shorter ones are the web's). */
export const LEDGER_MESSAGES = {
  gstTreatment: 'Only an expense or fixed-asset ledger has a GST treatment',
  nameRequired: 'Billing Name is required. This name is used for invoicing and legal purposes.',
  nameShort: 'Name must be at least 2 characters',
  countryRequired: 'Billing country is required.',
  stateRequired: 'Billing state is required.',
  countryFirst: 'Please select country first.',
  indianState: 'Please select a valid Indian state',
  tinRequired: 'TIN is required.',
  pincode: 'Invalid pincode format',
  phoneCode: 'Invalid phone code format',
  phoneNumber: 'Invalid phone number format',
  email: 'Invalid email format',
  accountNumber: 'Invalid bank account number format',
  ifsc: 'Invalid IFSC code format',
  group: 'Group is required',
} as const;

export { PARTY_GROUPS, isPartyGroup, type PartyGroup } from './party-groups';

/** Spec 9: the phone code a number without one gets. */
export const DEFAULT_PHONE_CODE = '+91';

/** Spec 5: the state is title-cased ('tamil nadu' -> 'Tamil Nadu'). */
export const titleCase = (text: string) =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');

/**
 * An optional text field as JSON or a multipart form sends it: trimmed (and `shape`d), checked,
 * and absent when empty or null (spec 5: optional fields are sent, and kept, only when non-empty).
 */
function optionalField(
  label: string,
  max: number,
  rule?: { pattern: RegExp; message: string },
  shape: (text: string) => string = (text) => text,
) {
  return z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((value, ctx) => {
      const text = shape(value?.trim() ?? '');
      if (text === '') return undefined;
      // A pattern bounds the length itself, and its message is the one the spec gives.
      const problem =
        rule && !rule.pattern.test(text) ? rule.message : text.length > max ? `${label} is too long` : null;
      if (problem) ctx.issues.push({ code: 'custom', input: value, message: problem });
      return text;
    }),
  );
}

const upperCase = (text: string) => text.toUpperCase();

const SIGNED_DECIMAL = /^-?\d+(\.\d+)?$/;

/** Signed rupees as text ('-1500.5') in paise (-150050); the text must have passed the schema. */
export function openingBalancePaise(text: string | undefined): Paise {
  if (text === undefined) return 0;
  const negative = text.startsWith('-');
  const paise = parseScaled(negative ? text.slice(1) : text, MONEY_PLACES) ?? 0;
  return negative && paise !== 0 ? -paise : paise;
}

/**
 * The opening balance in rupees, signed as the books read it: negative is a debit (a customer who
 * owed us when the books began), positive a credit. Kept as plain text, like every amount a form
 * sends; openingBalancePaise turns it into paise.
 */
const openingBalanceText = z.pipe(
  z.optional(z.nullable(z.union([z.string(), z.number()], { error: 'Opening balance must be a number' }))),
  z.transform((value, ctx) => {
    if (value === undefined || value === null) return undefined;
    const text = typeof value === 'number' ? numberText(value) : value.trim();
    if (text === '') return undefined;
    const fail = (message: string) => ctx.issues.push({ code: 'custom', input: value, message });
    if (text === undefined || !SIGNED_DECIMAL.test(text)) fail('Opening balance must be a number');
    else if (decimalPlaces(text) > MONEY_PLACES) fail('Opening balance can have at most 2 decimal places');
    else if (Math.abs(openingBalancePaise(text)) > MAX_AMOUNT_PAISE) fail('Opening balance is too large');
    return text;
  }),
);

const issue = (path: string, message: string) => ({ code: 'custom' as const, path: [path], message });

/**
 * The ledger form (spec 2 'Customer create/update form', 3, 5) and the body of POST /ledger/create
 * and PUT /ledger/update/{id}, as JSON or multipart form fields. The group is `parent` (its name:
 * Debtors, Creditors, Bank Accounts...) and/or `parent_id`. `user_id` is accepted and ignored: the
 * caller is the token's user. An update replaces the ledger with what the form shows, so a field
 * left out is cleared. Rules that depend on the company's tax setting and on the group are in
 * ledgerTaxIssues.
 */
export const ledgerInputSchema = z
  .strictObject({
    name: z.string({ error: LEDGER_MESSAGES.nameRequired }).check(
      z.trim(),
      z.minLength(1, LEDGER_MESSAGES.nameRequired),
      z.refine((name) => name.length === 0 || name.length >= 2, LEDGER_MESSAGES.nameShort),
      z.maxLength(200, 'Name must be at most 200 characters'),
    ),
    company_id: companyIdField,
    user_id: z.optional(z.nullable(z.string().check(z.maxLength(ID_MAX_LENGTH, 'Not a valid id')))),
    parent: optionalField('Group', 100),
    parent_id: optionalField('Group', 64),
    alias: optionalField('Alias', 200),
    email: optionalField('Email', 254, { pattern: EMAIL_PATTERN, message: LEDGER_MESSAGES.email }),
    mailing_name: optionalField('Mailing name', 200),
    mailing_address: optionalField('Address', 500),
    mailing_pincode: optionalField('Pincode', 6, { pattern: /^\d{1,6}$/, message: LEDGER_MESSAGES.pincode }),
    mailing_country: optionalField('Country', 100),
    mailing_state: optionalField('State', 100, undefined, titleCase),
    code: optionalField('Phone code', 5, { pattern: /^\+\d{1,4}$/, message: LEDGER_MESSAGES.phoneCode }),
    number: optionalField('Phone number', 10, { pattern: /^\d{10}$/, message: LEDGER_MESSAGES.phoneNumber }),
    image: imageField,
    bank_name: optionalField('Bank name', 200),
    account_number: optionalField('Account number', 18, {
      pattern: /^\d{9,18}$/,
      message: LEDGER_MESSAGES.accountNumber,
    }),
    bank_ifsc: optionalField(
      'IFSC',
      11,
      { pattern: /^[A-Z]{4}0[A-Z0-9]{6}$/, message: LEDGER_MESSAGES.ifsc },
      upperCase,
    ),
    bank_branch: optionalField('Branch', 200),
    account_holder: optionalField('Account holder', 200),
    tin: optionalField('TIN', 15, undefined, upperCase),
    /** An expense or fixed-asset ledger's purchases for GST (issue 33): Taxable unless said. */
    gst_treatment: optionalChoice(EXPENSE_GST_TREATMENTS, 'GST treatment'),
    opening_balance: openingBalanceText,
  })
  .check(
    z.superRefine((ledger, ctx) => {
      const { mailing_country: country, mailing_state: state, tin } = ledger;
      if (state && !country) ctx.addIssue(issue('mailing_state', LEDGER_MESSAGES.countryFirst));
      if (state && country === INDIA && !stateCodeOf(state)) {
        ctx.addIssue(issue('mailing_state', LEDGER_MESSAGES.indianState));
      }
      if (tin) {
        const problem = gstinProblem(tin, country === INDIA ? state : undefined);
        if (problem) ctx.addIssue(issue('tin', problem));
      }
    }),
  );

export type LedgerInput = z.output<typeof ledgerInputSchema>;
export type LedgerFormValues = z.input<typeof ledgerInputSchema>;

/**
 * Spec 5 and 6, with the company's tax on, for parties (Debtors and Creditors, the ledgers the
 * form makes): billing country and state are required (state not for a country without states),
 * and a Creditor needs a TIN, unless it is abroad: a supplier outside India has no GSTIN to give
 * (an import, issue 33), which the spec's rule did not foresee. Other ledgers (banks, expenses)
 * have no billing address to check.
 */
export function ledgerTaxIssues(
  ledger: Pick<LedgerInput, 'mailing_country' | 'mailing_state' | 'tin'>,
  group: string,
  taxEnabled: boolean,
): { field: string; message: string }[] {
  if (!taxEnabled || !isPartyGroup(group)) return [];
  const issues: { field: string; message: string }[] = [];
  const country = ledger.mailing_country;
  if (!country) issues.push({ field: 'mailing_country', message: LEDGER_MESSAGES.countryRequired });
  if (!ledger.mailing_state && !(country && COUNTRIES_WITHOUT_STATES.has(country))) {
    issues.push({ field: 'mailing_state', message: LEDGER_MESSAGES.stateRequired });
  }
  const abroad = Boolean(country) && country !== INDIA;
  if (group === 'Creditors' && !ledger.tin && !abroad)
    issues.push({ field: 'tin', message: LEDGER_MESSAGES.tinRequired });
  return issues;
}
