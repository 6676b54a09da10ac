import { describe, expect, it } from 'vitest';
import { voucherInputSchema } from '@app/shared/books/voucher-input';
import {
  amountPaise,
  defaultAccount,
  emptyReceiptDraft,
  isReceiptComplete,
  receiptIssues,
  transactionPayload,
} from './receipt-form';

const customer = { _id: 'led-verma', ledger_name: 'Verma Chemists' };
const cash = { _id: 'led-cash', ledger_name: 'Cash' };
const draft = (patch: Partial<ReturnType<typeof emptyReceiptDraft>> = {}) => ({
  ...emptyReceiptDraft('led-cash', '2026-11-22'),
  ...patch,
});

describe('the receipt/payment panel rules (spec 4 and 5)', () => {
  it('reads the amount exactly, in paise', () => {
    expect(amountPaise('2500.50')).toBe(250050);
    expect(amountPaise('0.10')).toBe(10);
    expect(amountPaise('12.')).toBe(0);
    expect(amountPaise('')).toBe(0);
    expect(amountPaise('1.234')).toBe(0);
  });

  it('is complete with an amount above 0 and a date', () => {
    expect(isReceiptComplete(draft())).toBe(false);
    expect(isReceiptComplete(draft({ amount: '0' }))).toBe(false);
    expect(isReceiptComplete(draft({ amount: '0.01' }))).toBe(true);
    expect(isReceiptComplete(draft({ amount: '10', date: '' }))).toBe(false);
  });

  it('gives the spec messages, in the form order', () => {
    expect(receiptIssues(draft({ date: '', account_id: '', notes: 'x'.repeat(501) }), '2026-11-22')).toEqual([
      { field: 'amount', message: 'Amount must be greater than 0' },
      { field: 'date', message: 'Date is required' },
      { field: 'account_id', message: 'Customer is required' },
      { field: 'notes', message: 'Notes must be less than 500 characters' },
    ]);
    expect(receiptIssues(draft({ amount: '5', date: '2026-11-23' }), '2026-11-22')).toEqual([
      { field: 'date', message: 'Date cannot be in the future' },
    ]);
    expect(receiptIssues(draft({ amount: '5', notes: 'x'.repeat(500) }), '2026-11-22')).toEqual([]);
  });

  it('chooses Cash by default, else the first cash-in-hand ledger, else the first', () => {
    const bank = { _id: 'b', ledger_name: 'HDFC Bank', parent: 'Bank Accounts' };
    const till = { _id: 't', ledger_name: 'Counter Till', parent: 'Cash-in-Hand' };
    const cashLedger = { _id: 'c', ledger_name: 'Cash', parent: 'Cash-in-Hand' };
    const pick = (list: object[]) => defaultAccount(list as never)?._id;
    expect(pick([bank, till, cashLedger])).toBe('c');
    expect(pick([bank, till])).toBe('t');
    expect(pick([bank])).toBe('b');
    expect(pick([])).toBeUndefined();
  });
});

describe('the receipt and payment vouchers (spec 7)', () => {
  it('credits the customer and debits cash for a receipt, with lines that sum to zero', () => {
    const payload = transactionPayload(
      'Receipt',
      draft({ amount: '2500.50', notes: ' Part payment ' }),
      customer,
      cash,
      'co1',
    );
    expect(payload).toMatchObject({
      company_id: 'co1',
      voucher_type: 'Receipt',
      date: '2026-11-22',
      party_name: 'Verma Chemists',
      party_name_id: 'led-verma',
      narration: 'Part payment',
      payment_mode: 'Cash',
      discount: 0,
      total_tax: 0,
      grand_total: 2500.5,
      items: [],
    });
    expect(payload.accounting).toEqual([
      { ledger: 'Verma Chemists', ledger_id: 'led-verma', amount: 2500.5, order_index: 0 },
      { ledger: 'Cash', ledger_id: 'led-cash', amount: -2500.5, order_index: 1 },
    ]);
    const parsed = voucherInputSchema.safeParse(payload);
    expect(parsed.success).toBe(true);
    const lines = parsed.data?.accounting ?? [];
    expect(lines.reduce((sum, line) => sum + (line.amount ?? 0), 0)).toBe(0);
  });

  it('debits the customer and credits cash for a payment', () => {
    const payload = transactionPayload('Payment', draft({ amount: '0.30' }), customer, cash, 'co1');
    expect(payload.accounting?.map((line) => line.amount)).toEqual([-0.3, 0.3]);
    expect(payload.grand_total).toBe(0.3);
  });
});
