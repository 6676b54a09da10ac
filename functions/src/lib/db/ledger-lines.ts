import type { PaymentStatus } from '@app/shared/books/invoice-maths';
import type { NoteKind, VoucherType } from '@app/shared/books/voucher-types';
import { queryBetween } from './query-all';

/**
 * A ledger's side of the vouchers, written in each voucher's transaction:
 * - `LLINE#<ledger>#<date>#<voucher>`: the ledger's line of one voucher (its statement's rows);
 * - `LDAY#<ledger>#<date>`: the day's sum of its lines (`amount`, `debit`, `credit`), so a
 *   statement's opening balance is read from days, never from every voucher before it.
 * The ledger item itself carries the running `balance`, `total_debit`, `total_credit` and
 * `voucher_count`.
 */
export const ledgerLineKey = (companyId: string, ledgerId: string, date: string, voucherId: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `LLINE#${ledgerId}#${date}#${voucherId}`,
});

export const ledgerDayKey = (companyId: string, ledgerId: string, date: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `LDAY#${ledgerId}#${date}`,
});

/**
 * A ledger's statement row as stored (paise). The invoice's figures (taxable value to line count)
 * are what the customer-wise summary lists; rows written before they were kept lack them.
 */
export interface LedgerLineRecord {
  ledger_id: string;
  voucher_id: string;
  date: string;
  voucher_type: VoucherType;
  voucher_number: string;
  /** What a note does (absent on other types and older notes: a return). */
  note_kind?: NoteKind;
  particulars: string;
  amount: number;
  grand_total: number;
  /** On the party's line only: its other lines' statements show no payment status. */
  paid_amount?: number;
  payment_status?: PaymentStatus;
  created_at: string;
  taxable?: number;
  tax?: number;
  quantity?: number;
  items?: number;
}

/** A day's sums; a sum that stayed zero may be absent. */
export interface LedgerDayRecord {
  amount?: number;
  debit?: number;
  credit?: number;
}

const pk = (companyId: string) => `COMPANY#${companyId}`;

/** The ledger's lines dated between two days (inclusive). */
export const ledgerLinesBetween = (companyId: string, ledgerId: string, start: string, end: string) =>
  queryBetween<LedgerLineRecord>(pk(companyId), `LLINE#${ledgerId}#${start}`, `LLINE#${ledgerId}#${end}#\uffff`);

/** The ledger's day sums of the days from `start` to `end` (inclusive; YYYY-MM-DD, or '\uffff' for no end). */
export const ledgerDaysBetween = (companyId: string, ledgerId: string, start: string, end: string) =>
  queryBetween<LedgerDayRecord>(pk(companyId), `LDAY#${ledgerId}#${start}`, `LDAY#${ledgerId}#${end}`);
