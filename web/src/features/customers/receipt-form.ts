import { MONEY_PLACES, parseScaled } from '@app/shared/decimal';
import { NOTES_MAX, type VoucherPayload } from '@app/shared/books/voucher-input';
import type { LedgerOption } from '@app/shared/books/ledger-docs';
import { indianDate } from '@app/shared/financial-year';
import { MAX_AMOUNT_PAISE, paiseToRupees } from '@app/shared/money';
import { PANEL_MESSAGES } from './messages';

/** Spec 2: the panel records money received from the customer (You Got) or given to them (You give). */
export type TransactionKind = 'Receipt' | 'Payment';

/** Spec 3 'Receipt/payment form': what the panel shows, every figure as the text typed. */
export interface ReceiptDraft {
  amount: string;
  /** YYYY-MM-DD, India's date; empty when cleared. */
  date: string;
  /** The cash or bank ledger (spec 9: Cash by default). */
  account_id: string;
  notes: string;
}

export type ReceiptField = keyof ReceiptDraft;

export const emptyReceiptDraft = (accountId = '', today = indianDate()): ReceiptDraft => ({
  amount: '',
  date: today,
  account_id: accountId,
  notes: '',
});

/** The amount in paise, or 0 when it is not a positive amount with at most 2 decimals. */
export const amountPaise = (text: string) => {
  const paise = parseScaled(text, MONEY_PLACES) ?? 0;
  return paise > MAX_AMOUNT_PAISE ? 0 : paise;
};

/** Spec 4: the Record button waits for an amount above 0 and a date. */
export const isReceiptComplete = (draft: ReceiptDraft) => amountPaise(draft.amount) > 0 && draft.date !== '';

/** Spec 5, in the form's order: what is wrong with the draft, one message per field. */
export function receiptIssues(draft: ReceiptDraft, today = indianDate()): { field: ReceiptField; message: string }[] {
  const issues: { field: ReceiptField; message: string }[] = [];
  if (amountPaise(draft.amount) <= 0) issues.push({ field: 'amount', message: PANEL_MESSAGES.amount });
  if (!draft.date) issues.push({ field: 'date', message: PANEL_MESSAGES.date });
  else if (draft.date > today) issues.push({ field: 'date', message: PANEL_MESSAGES.dateFuture });
  if (!draft.account_id) issues.push({ field: 'account_id', message: PANEL_MESSAGES.account });
  if (draft.notes.trim().length > NOTES_MAX) issues.push({ field: 'notes', message: PANEL_MESSAGES.notes });
  return issues;
}

/** The default account: the ledger named Cash, else the first cash-in-hand ledger, else the first. */
export const defaultAccount = (accounts: readonly LedgerOption[]) =>
  accounts.find((a) => a.ledger_name === 'Cash') ?? accounts.find((a) => a.parent === 'Cash-in-Hand') ?? accounts[0];

/**
 * Spec 7: a receipt or payment is the voucher payload with payment mode Cash, no tax or discount,
 * no items and two accounting lines that sum to zero: a receipt credits the customer (+) and
 * debits the cash or bank account (-), a payment the reverse. Figures go as exact rupees from paise.
 */
export function transactionPayload(
  kind: TransactionKind,
  draft: ReceiptDraft,
  customer: { _id: string; ledger_name: string },
  account: { _id: string; ledger_name: string },
  companyId: string,
  settles: { voucher_id: string; amount: number }[] = [],
): VoucherPayload {
  const paise = amountPaise(draft.amount);
  const sign = kind === 'Receipt' ? 1 : -1;
  const rupees = paiseToRupees(paise);
  return {
    company_id: companyId,
    voucher_type: kind,
    date: draft.date,
    party_name: customer.ledger_name,
    party_name_id: customer._id,
    narration: draft.notes.trim(),
    payment_mode: 'Cash',
    total: rupees,
    discount: 0,
    total_amount: rupees,
    total_tax: 0,
    roundoff: 0,
    grand_total: rupees,
    items: [],
    // Issue 19: the customer's invoices it settles (a supplier's purchases, for a payment).
    ...(settles.length > 0 ? { settles } : {}),
    accounting: [
      { ledger: customer.ledger_name, ledger_id: customer._id, amount: paiseToRupees(sign * paise), order_index: 0 },
      { ledger: account.ledger_name, ledger_id: account._id, amount: paiseToRupees(-sign * paise), order_index: 1 },
    ],
  };
}
