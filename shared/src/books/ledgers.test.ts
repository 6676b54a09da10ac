import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../reference/countries';
import {
  LEDGER_MESSAGES,
  ledgerInputSchema,
  ledgerTaxIssues,
  openingBalancePaise,
  titleCase,
  type LedgerFormValues,
} from './ledgers';
import { COUNTRIES_WITHOUT_STATES } from './stateless-countries';

const base: LedgerFormValues = { name: 'Sharma Traders', company_id: 'c1', parent: 'Debtors' };

/** The first message the schema gives for the form with these changes, or undefined when it passes. */
const problemWith = (changes: Partial<Record<keyof LedgerFormValues, unknown>>) => {
  const result = ledgerInputSchema.safeParse({ ...base, ...changes });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('the ledger form (spec 5)', () => {
  it('keeps every field trimmed, shaped and typed as the form sent it', () => {
    const parsed = ledgerInputSchema.parse({
      ...base,
      user_id: 'someone else',
      name: '  Sharma Traders ',
      alias: ' Sharma ',
      email: 'accounts@sharma.in',
      mailing_name: 'Sharma Traders Pvt Ltd',
      mailing_address: '12 MG Road, Pune',
      mailing_pincode: '411001',
      mailing_country: 'India',
      mailing_state: 'tamil   NADU',
      code: '+91',
      number: '9876543210',
      bank_name: 'State Bank of India',
      account_number: '123456789012',
      bank_ifsc: 'sbin0001234',
      bank_branch: 'Camp',
      account_holder: 'Sharma Traders',
      tin: ' 33aapfu0939f1z2 ',
      opening_balance: -1500.5,
      image: '',
    });
    expect(parsed).toMatchObject({
      name: 'Sharma Traders',
      alias: 'Sharma',
      mailing_state: 'Tamil Nadu',
      bank_ifsc: 'SBIN0001234',
      tin: '33AAPFU0939F1Z2',
      opening_balance: '-1500.5',
      image: null,
    });
  });

  it('drops optional fields that are empty, blank or null', () => {
    const parsed = ledgerInputSchema.parse({ ...base, email: '  ', alias: null, tin: '', opening_balance: '' });
    expect([parsed.email, parsed.alias, parsed.tin, parsed.opening_balance]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it.each([
    [{ name: '' }, LEDGER_MESSAGES.nameRequired],
    [{ name: '   ' }, LEDGER_MESSAGES.nameRequired],
    [{ name: undefined }, LEDGER_MESSAGES.nameRequired],
    [{ name: 'A' }, LEDGER_MESSAGES.nameShort],
    [{ mailing_pincode: '4110011' }, 'Invalid pincode format'],
    [{ mailing_pincode: '41A' }, 'Invalid pincode format'],
    [{ code: '91' }, 'Invalid phone code format'],
    [{ code: '+12345' }, 'Invalid phone code format'],
    [{ number: '987654321' }, 'Invalid phone number format'],
    [{ number: '98765 43210' }, 'Invalid phone number format'],
    [{ email: 'accounts@sharma' }, 'Invalid email format'],
    [{ account_number: '12345678' }, 'Invalid bank account number format'],
    [{ account_number: '1234567890123456789' }, 'Invalid bank account number format'],
    [{ bank_ifsc: 'SBIN1001234' }, 'Invalid IFSC code format'],
    [{ mailing_state: 'Kerala' }, 'Please select country first.'],
    [{ mailing_country: 'India', mailing_state: 'Bavaria' }, 'Please select a valid Indian state'],
    [{ tin: '27AAPFU0939F1Z' }, 'Invalid TIN format'],
    [{ tin: '27AAPFU0939F1ZA' }, 'Invalid TIN: the check character does not match'],
    [
      { mailing_country: 'India', mailing_state: 'Karnataka', tin: '27AAPFU0939F1ZV' },
      'TIN state code does not match the selected state',
    ],
    [{ opening_balance: '12.345' }, 'Opening balance can have at most 2 decimal places'],
    [{ opening_balance: '1,500' }, 'Opening balance must be a number'],
    [{ opening_balance: '-10000000000000.01' }, 'Opening balance is too large'],
    [{ opening_balance: true }, 'Opening balance must be a number'],
  ])('refuses %o with the spec message', (changes, message) => {
    expect(problemWith(changes)).toBe(message);
  });

  it('accepts a GSTIN whose state matches, and a foreign address with any TIN state', () => {
    expect(problemWith({ mailing_country: 'India', mailing_state: 'maharashtra', tin: '27AAPFU0939F1ZV' })).toBe(
      undefined,
    );
    expect(problemWith({ mailing_country: 'Nepal', mailing_state: 'Bagmati', tin: '27AAPFU0939F1ZV' })).toBe(undefined);
  });
});

describe('rules that follow the company tax setting and the group', () => {
  const empty = { mailing_country: undefined, mailing_state: undefined, tin: undefined };

  it('requires billing country and state for parties with tax on, and a TIN for Creditors only', () => {
    expect(ledgerTaxIssues(empty, 'Creditors', true).map((issue) => issue.message)).toEqual([
      'Billing country is required.',
      'Billing state is required.',
      'TIN is required.',
    ]);
    expect(ledgerTaxIssues({ ...empty, mailing_country: 'India' }, 'Debtors', true)).toEqual([
      { field: 'mailing_state', message: 'Billing state is required.' },
    ]);
  });

  it('asks no TIN of a supplier abroad, which has no GSTIN (issue 33)', () => {
    expect(ledgerTaxIssues({ ...empty, mailing_country: 'China' }, 'Creditors', true)).toEqual([
      { field: 'mailing_state', message: 'Billing state is required.' },
    ]);
    expect(ledgerTaxIssues({ ...empty, mailing_country: 'Hong Kong' }, 'Creditors', true)).toEqual([]);
    expect(ledgerTaxIssues({ ...empty, mailing_country: 'India', mailing_state: 'Goa' }, 'Creditors', true)).toEqual([
      { field: 'tin', message: 'TIN is required.' },
    ]);
  });

  it('makes the state optional for a country without states', () => {
    expect(ledgerTaxIssues({ ...empty, mailing_country: 'Hong Kong' }, 'Debtors', true)).toEqual([]);
  });

  it('asks nothing with tax off, or of ledgers that are not parties', () => {
    expect(ledgerTaxIssues(empty, 'Creditors', false)).toEqual([]);
    expect(ledgerTaxIssues(empty, 'Bank Accounts', true)).toEqual([]);
  });

  it('knows exactly the countries of the reference list that have no states', () => {
    const stateless = COUNTRIES.filter((country) => country.states.length === 0).map((country) => country.name);
    expect([...COUNTRIES_WITHOUT_STATES].sort()).toEqual(stateless.sort());
  });
});

describe('helpers', () => {
  it.each([
    [undefined, 0],
    ['0', 0],
    ['-0', 0],
    ['1500', 150_000],
    ['-1500.5', -150_050],
    ['0.07', 7],
    ['-10000000000000', -1_000_000_000_000_000],
  ])('opening balance %s is %i paise', (text, paise) => {
    expect(openingBalancePaise(text)).toBe(paise);
  });

  it('title-cases states', () => {
    expect(titleCase('  jammu and KASHMIR ')).toBe('Jammu And Kashmir');
    expect(titleCase('west bengal')).toBe('West Bengal');
  });
});
