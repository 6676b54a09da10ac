import { MONEY_PLACES, numberText, parseScaled } from '@app/shared/decimal';
import type { Voucher } from '@app/shared/books/voucher-docs';
import { NOTES_MAX, voucherInputSchema, type VoucherPayload } from '@app/shared/books/voucher-input';
import { PARTY_SIGN, type TRANSACTION_TYPES } from '@app/shared/books/voucher-types';
import { indianDate } from '@app/shared/financial-year';
import { MAX_AMOUNT_PAISE, paiseToRupees, type Paise } from '@app/shared/money';
import { isIsoDay } from '@/lib/dates';
import { TRANSACTION_MESSAGES as M } from './messages';

export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Spec 2: the type in the path is 'payment' or 'receipt'; anything else is a Payment, the default. */
export const transactionTypeOf = (param: string): TransactionType =>
  param.trim().toLowerCase() === 'receipt' ? 'Receipt' : 'Payment';

/**
 * The receipt/payment form (spec 3) as typed: the amount as decimal text (never a float), the
 * cash or bank ledger and the party by id.
 */
export interface TransactionDraft {
  /** YYYY-MM-DD (the box shows dd/MM/yyyy); or, while what was typed is not a date yet, that text. */
  date: string;
  transactionNumber: string;
  amount: string;
  accountId: string;
  partyId: string;
  notes: string;
}

export type TransactionField = keyof TransactionDraft;

/** The form's fields in the order it shows them (spec 2). */
export const TRANSACTION_FIELDS: readonly TransactionField[] = [
  'date',
  'transactionNumber',
  'amount',
  'accountId',
  'partyId',
  'notes',
];

export const emptyTransactionDraft = (fields: Partial<TransactionDraft> = {}): TransactionDraft => ({
  date: indianDate(),
  transactionNumber: '',
  amount: '',
  accountId: '',
  partyId: '',
  notes: '',
  ...fields,
});

/** An existing receipt or payment as the form shows it. */
export function draftFromVoucher(voucher: Voucher): TransactionDraft {
  const account =
    voucher.account_id ??
    voucher.accounting_entries.find((line) => line.ledger_id !== voucher.party_name_id)?.ledger_id;
  return {
    date: voucher.date.slice(0, 10),
    transactionNumber: voucher.voucher_number,
    amount: numberText(voucher.grand_total) ?? '',
    accountId: account ?? '',
    partyId: voucher.party_name_id,
    notes: voucher.narration ?? '',
  };
}

/**
 * The typed amount in paise ('1250.5' is 125050, '12.' is 1200, '' is 0), parsed as a decimal
 * (spec 5); undefined when it is not an amount.
 */
export function amountPaise(text: string): Paise | undefined {
  const trimmed = text.trim().replace(/\.$/, '');
  if (trimmed === '') return 0;
  return parseScaled(trimmed.startsWith('.') ? `0${trimmed}` : trimmed, MONEY_PLACES);
}

export interface TransactionIssue {
  field: TransactionField;
  message: string;
}

export interface PayloadContext {
  companyId: string;
  type: TransactionType;
  partyName?: string;
  accountName?: string;
  /** The voucher being edited: its number, version and payment mode go back with the edit. */
  voucher?: Voucher;
  /** Issue 19: the invoices it settles and how much of each (rupees). */
  settles?: { voucher_id: string; amount: number }[];
}

/**
 * Spec 7: the voucher payload of a receipt or payment: payment mode Cash, no items, zero tax and
 * discount, and two accounting lines that sum to zero. A Payment debits the party (negative) and
 * credits the cash or bank ledger; a Receipt the reverse.
 */
export function transactionPayload(draft: TransactionDraft, context: PayloadContext): VoucherPayload {
  const paise = amountPaise(draft.amount) ?? 0;
  const party = PARTY_SIGN[context.type] * paise;
  const { voucher } = context;
  return {
    company_id: context.companyId,
    voucher_type: context.type,
    date: draft.date,
    ...(voucher && { voucher_number: voucher.voucher_number, version: voucher.version }),
    party_name: context.partyName,
    party_name_id: draft.partyId,
    narration: draft.notes.trim(),
    payment_mode: voucher?.payment_mode ?? 'Cash',
    discount: 0,
    total_tax: 0,
    grand_total: paiseToRupees(paise),
    items: [],
    ...(context.settles ? { settles: context.settles } : {}),
    accounting: [
      { ledger: context.partyName, ledger_id: draft.partyId, amount: paiseToRupees(party) },
      { ledger: context.accountName, ledger_id: draft.accountId, amount: paiseToRupees(-party) },
    ],
  };
}

/** Where the shared schema's complaints about a payload show on the form. */
const SCHEMA_FIELDS: Record<string, TransactionField> = {
  date: 'date',
  party_name_id: 'partyId',
  narration: 'notes',
  grand_total: 'amount',
  accounting: 'amount',
};

/**
 * Everything wrong with the draft, in the form's order (spec 5): the form's own rules, then the
 * shared voucher schema's (the one the server validates with) for anything they did not catch.
 */
export function transactionIssues(
  draft: TransactionDraft,
  context: Pick<PayloadContext, 'companyId' | 'type'>,
  today: string = indianDate(),
): TransactionIssue[] {
  const issues: TransactionIssue[] = [];
  const add = (field: TransactionField, message: string) => {
    if (!issues.some((issue) => issue.field === field)) issues.push({ field, message });
  };
  if (!draft.date.trim()) add('date', M.dateRequired);
  else if (!isIsoDay(draft.date)) add('date', M.dateInvalid);
  else if (draft.date > today) add('date', M.dateFuture);
  if (!draft.transactionNumber.trim()) add('transactionNumber', M.numberRequired);
  const paise = amountPaise(draft.amount);
  if (paise === undefined || paise <= 0) add('amount', M.amount);
  else if (paise > MAX_AMOUNT_PAISE) add('amount', M.amountTooLarge);
  if (!draft.accountId) add('accountId', M.account);
  if (!draft.partyId) add('partyId', M.party);
  if (draft.notes.trim().length > NOTES_MAX) add('notes', M.notes);

  const result = voucherInputSchema.safeParse(transactionPayload(draft, { ...context }));
  for (const issue of result.success ? [] : result.error.issues) {
    const field = SCHEMA_FIELDS[String(issue.path[0])];
    if (field) add(field, issue.message);
  }
  return issues.sort((a, b) => TRANSACTION_FIELDS.indexOf(a.field) - TRANSACTION_FIELDS.indexOf(b.field));
}

/** The field a server message is about, to show it there too (the server names the same rules). */
const SERVER_MESSAGE_FIELDS = new Map<string, TransactionField>([
  [M.dateInvalid, 'date'],
  [M.dateFuture, 'date'],
  [M.party, 'partyId'],
  [M.account, 'accountId'],
  [M.amount, 'amount'],
  [M.amountTooLarge, 'amount'],
  [M.notes, 'notes'],
]);

export const fieldOfServerMessage = (message: string) => SERVER_MESSAGE_FIELDS.get(message);
