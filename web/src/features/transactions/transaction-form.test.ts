import { describe, expect, it } from 'vitest';
import type { Voucher } from '@app/shared/books/voucher-docs';
import { voucherInputSchema } from '@app/shared/books/voucher-input';
import {
  amountPaise,
  draftFromVoucher,
  emptyTransactionDraft,
  fieldOfServerMessage,
  transactionIssues,
  transactionPayload,
  transactionTypeOf,
  type TransactionDraft,
} from './transaction-form';

const TODAY = '2026-11-22';
const context = { companyId: 'c1', type: 'Receipt' as const };

const draft = (fields: Partial<TransactionDraft> = {}): TransactionDraft => ({
  date: '2026-11-20',
  transactionNumber: 'RV/26-27/0007',
  amount: '1250.50',
  accountId: 'cash',
  partyId: 'sharma',
  notes: 'Part payment against bill 114',
  ...fields,
});

const messages = (fields: Partial<TransactionDraft>) =>
  transactionIssues(draft(fields), context, TODAY).map(({ field, message }) => `${field}: ${message}`);

describe('the entry form type (spec 2)', () => {
  it('reads the path, and anything but receipt is a Payment', () => {
    expect(transactionTypeOf('receipt')).toBe('Receipt');
    expect(transactionTypeOf('Receipt')).toBe('Receipt');
    expect(transactionTypeOf('payment')).toBe('Payment');
    expect(transactionTypeOf('sales')).toBe('Payment');
  });
});

describe('the amount, parsed as a decimal (spec 5)', () => {
  it('is kept in paise, exactly', () => {
    expect(amountPaise('1250.5')).toBe(125050);
    expect(amountPaise('0.10')).toBe(10);
    expect(amountPaise('12.')).toBe(1200);
    expect(amountPaise('.5')).toBe(50);
    expect(amountPaise('')).toBe(0);
    expect(amountPaise('12.345')).toBeUndefined();
  });
});

describe('transactionIssues (spec 5)', () => {
  it('has nothing to say about a complete receipt', () => {
    expect(messages({})).toEqual([]);
  });

  it("names each missing field in the spec's words, in the form's order", () => {
    expect(
      messages({ date: '', transactionNumber: ' ', amount: '', accountId: '', partyId: '', notes: 'x'.repeat(501) }),
    ).toEqual([
      'date: Date is required',
      'transactionNumber: Transaction number is required',
      'amount: Amount must be greater than 0',
      'accountId: Customer is required',
      'partyId: Account name is required',
      'notes: Notes must be less than 500 characters',
    ]);
  });

  it('refuses a future date and a date that is not one', () => {
    expect(messages({ date: '2026-11-23' })).toEqual(['date: Date cannot be in the future']);
    expect(messages({ date: '2026-11-22' })).toEqual([]);
    // What was typed stays as text while it is not a day of the calendar.
    expect(messages({ date: '31/02/2026' })).toEqual(['date: Please select a valid date']);
    expect(messages({ date: '22/11' })).toEqual(['date: Please select a valid date']);
  });

  it('wants an amount above 0, and allows 500 characters of notes', () => {
    expect(messages({ amount: '0.00' })).toEqual(['amount: Amount must be greater than 0']);
    expect(messages({ amount: '0.01' })).toEqual([]);
    expect(messages({ notes: 'x'.repeat(500) })).toEqual([]);
  });
});

describe('transactionPayload (spec 7)', () => {
  it('makes a receipt credit the party and debit the cash account, with no items, tax or discount', () => {
    const payload = transactionPayload(draft(), {
      ...context,
      partyName: 'Sharma Medical Stores',
      accountName: 'Cash',
    });
    expect(payload).toEqual({
      company_id: 'c1',
      voucher_type: 'Receipt',
      date: '2026-11-20',
      party_name: 'Sharma Medical Stores',
      party_name_id: 'sharma',
      narration: 'Part payment against bill 114',
      payment_mode: 'Cash',
      discount: 0,
      total_tax: 0,
      grand_total: 1250.5,
      items: [],
      accounting: [
        { ledger: 'Sharma Medical Stores', ledger_id: 'sharma', amount: 1250.5 },
        { ledger: 'Cash', ledger_id: 'cash', amount: -1250.5 },
      ],
    });
    // The shared schema the server validates with takes it as it is.
    expect(voucherInputSchema.safeParse(payload).success).toBe(true);
  });

  it('makes a payment debit the party (negative) and credit the bank', () => {
    const payload = transactionPayload(draft({ amount: '99999.99', accountId: 'hdfc', partyId: 'cipla' }), {
      companyId: 'c1',
      type: 'Payment',
    });
    expect(payload.accounting).toEqual([
      { ledger: undefined, ledger_id: 'cipla', amount: -99999.99 },
      { ledger: undefined, ledger_id: 'hdfc', amount: 99999.99 },
    ]);
  });

  it('sends an edit back with the number and version it was loaded at', () => {
    const voucher = { voucher_number: 'PV/26-27/0003', version: 4, payment_mode: 'Cash' } as Voucher;
    const payload = transactionPayload(draft(), { companyId: 'c1', type: 'Payment', voucher });
    expect(payload).toMatchObject({ voucher_number: 'PV/26-27/0003', version: 4 });
  });
});

describe('an existing voucher in the form', () => {
  it('shows its date, number, amount, account, party and notes', () => {
    const voucher = {
      _id: 'v1',
      date: '2026-11-03',
      voucher_number: 'RV/26-27/0002',
      grand_total: 1500.5,
      account_id: null,
      party_name_id: 'sharma',
      narration: null,
      accounting_entries: [
        { ledger_id: 'sharma', amount: 1500.5 },
        { ledger_id: 'hdfc', amount: -1500.5 },
      ],
    } as unknown as Voucher;
    expect(draftFromVoucher(voucher)).toEqual({
      date: '2026-11-03',
      transactionNumber: 'RV/26-27/0002',
      amount: '1500.5',
      accountId: 'hdfc',
      partyId: 'sharma',
      notes: '',
    });
  });

  it('starts a new one today with nothing chosen', () => {
    expect(emptyTransactionDraft()).toMatchObject({ transactionNumber: '', amount: '', accountId: '', partyId: '' });
  });
});

describe('server messages on the form', () => {
  it('finds the field a server message is about', () => {
    expect(fieldOfServerMessage('Account name is required')).toBe('partyId');
    expect(fieldOfServerMessage('Customer is required')).toBe('accountId');
    expect(fieldOfServerMessage('Date cannot be in the future')).toBe('date');
    expect(fieldOfServerMessage('Voucher is not balanced. Debit ≠ Credit')).toBeUndefined();
  });
});
