import { describe, expect, it } from 'vitest';
import type { Ledger } from '@app/shared/books/ledger-docs';
import {
  emptyLedgerDraft,
  groupOfType,
  ledgerDraftFrom,
  ledgerInputFrom,
  ledgerIssues,
  requiredFieldCount,
  type LedgerDraft,
} from './ledger-form';

const draft = (patch: Partial<LedgerDraft>, group: 'Debtors' | 'Creditors' = 'Debtors'): LedgerDraft => ({
  ...emptyLedgerDraft(group),
  ...patch,
});

const messages = (d: LedgerDraft, group: 'Debtors' | 'Creditors', tax: boolean) =>
  ledgerIssues(d, group, tax).map((issue) => `${issue.field}: ${issue.message}`);

describe('the ledger form body (spec 5)', () => {
  it('sends optional fields only when filled, trimmed, and the phone code only with a number', () => {
    const input = ledgerInputFrom(
      draft({ name: '  Sharma Medical  ', alias: ' ', email: ' sharma@example.in ', mailing_state: 'maharashtra' }),
      'Debtors',
      'co1',
    );
    expect(input).toEqual({
      name: 'Sharma Medical',
      company_id: 'co1',
      parent: 'Debtors',
      email: 'sharma@example.in',
      mailing_country: 'India',
      mailing_state: 'maharashtra',
      image: null,
    });
    expect(ledgerInputFrom(draft({ name: 'A B', number: '9820012345' }), 'Debtors', 'co1')).toMatchObject({
      code: '+91',
      number: '9820012345',
    });
  });

  it('signs the opening balance: Dr negative, Cr positive, zero left out', () => {
    const opening = (amount: string, side: 'Dr' | 'Cr') =>
      ledgerInputFrom(draft({ name: 'Ab', opening_amount: amount, opening_side: side }), 'Debtors', 'c')
        .opening_balance;
    expect(opening('15000.50', 'Dr')).toBe('-15000.50');
    expect(opening('42000', 'Cr')).toBe('42000');
    expect(opening('0.00', 'Dr')).toBeUndefined();
    expect(opening('', 'Cr')).toBeUndefined();
  });

  it('starts a debtor on Dr and a creditor on Cr, in India with +91', () => {
    expect(emptyLedgerDraft('Debtors')).toMatchObject({ opening_side: 'Dr', mailing_country: 'India', code: '+91' });
    expect(emptyLedgerDraft('Creditors').opening_side).toBe('Cr');
  });

  it('fills the form from a ledger, its opening balance as amount and side', () => {
    const ledger = {
      ledger_name: 'Verma Chemists',
      alias: 'Verma',
      phone: { code: '+971', number: '5012345678' },
      mailing_country: 'India',
      mailing_state: 'Delhi',
      opening_balance: -8750.25,
      image: 'https://img/x.png',
      image_key: 'images/u/ledger/x.png',
      email: null,
      tin: null,
    } as unknown as Ledger;
    expect(ledgerDraftFrom(ledger, 'Debtors')).toMatchObject({
      name: 'Verma Chemists',
      alias: 'Verma',
      code: '+971',
      number: '5012345678',
      mailing_state: 'Delhi',
      email: '',
      opening_amount: '8750.25',
      opening_side: 'Dr',
      image: { key: 'images/u/ledger/x.png', preview: 'https://img/x.png' },
    });
  });

  it('knows the route types', () => {
    expect(groupOfType('debtors')).toBe('Debtors');
    expect(groupOfType('Creditors')).toBe('Creditors');
    expect(groupOfType('banks')).toBeUndefined();
    expect(requiredFieldCount(false)).toBe(3);
    expect(requiredFieldCount(true)).toBe(4);
  });
});

describe('the ledger form rules (spec 5)', () => {
  it('needs a billing name of at least 2 characters', () => {
    expect(messages(draft({ name: ' ' }), 'Debtors', false)).toEqual([
      'name: Billing Name is required. This name is used for invoicing and legal purposes.',
    ]);
    expect(messages(draft({ name: 'A' }), 'Debtors', false)).toEqual(['name: Name must be at least 2 characters']);
  });

  it('checks the formats of pincode, phone, e-mail, account number and IFSC', () => {
    const d = draft({
      name: 'Sharma Medical',
      mailing_pincode: '41100A',
      code: '+12345',
      number: '98200',
      email: 'sharma@',
      account_number: '12345',
      bank_ifsc: 'hdfc1234567',
    });
    expect(messages(d, 'Debtors', false)).toEqual([
      'email: Invalid email format',
      'code: Invalid phone code format',
      'number: Invalid phone number format',
      'mailing_pincode: Invalid pincode format',
      'account_number: Invalid bank account number format',
      'bank_ifsc: Invalid IFSC code format',
    ]);
  });

  it('with tax on, wants the billing state, and a TIN from creditors only', () => {
    expect(messages(draft({ name: 'Sharma Medical' }), 'Debtors', true)).toEqual([
      'mailing_state: Billing state is required.',
    ]);
    expect(messages(draft({ name: 'Gupta Pharma', mailing_country: '' }, 'Creditors'), 'Creditors', true)).toEqual([
      'mailing_country: Billing country is required.',
      'mailing_state: Billing state is required.',
      'tin: TIN is required.',
    ]);
    expect(
      messages(draft({ name: 'Gupta Pharma', mailing_state: 'Gujarat', tin: '24AAACG1234A1ZK' }), 'Creditors', true),
    ).toEqual([]);
    expect(
      messages(draft({ name: 'Gupta Pharma', mailing_state: 'Gujarat', tin: '24AAACG1234' }), 'Creditors', true),
    ).toEqual(['tin: Invalid TIN format']);
    // With tax off the address is optional.
    expect(messages(draft({ name: 'Gupta Pharma', mailing_country: '' }), 'Creditors', false)).toEqual([]);
  });
});
