import type { OpenInvoice, Voucher } from '@app/shared/books/voucher-docs';
import { MONEY_PLACES, numberText, parseScaled, scaledToText } from '@app/shared/decimal';
import { allocateOldestFirst } from '@app/shared/books/settling';
import { paiseToRupees, type Paise } from '@app/shared/money';

/**
 * The settle-invoices part of a receipt or payment form (issue 19): one row per open invoice of
 * the party, what is due on it and what this voucher pays of it. By default the amount is spread
 * oldest due first; once the user types a row's amount, the rows are theirs.
 */
export interface SettleRow {
  id: string;
  number: string;
  date: string;
  dueOn: string;
  /** What may be settled: what is due now, plus what the voucher being edited already settles of it. */
  due: Paise;
}

/** Per invoice id, the amount typed (rupees text); empty: nothing. */
export type SettleAmounts = Record<string, string>;

/**
 * The rows: the party's open invoices and, editing, the invoices the voucher settles (those it
 * settled in full are no longer open), with what it settled counted as due again.
 */
export function settleRowsOf(open: readonly OpenInvoice[], editing?: Voucher): SettleRow[] {
  const mine = new Map((editing?.settles ?? []).map((entry) => [entry.vouchar_id, entry]));
  const rows = new Map<string, SettleRow>();
  for (const invoice of open) {
    rows.set(invoice._id, {
      id: invoice._id,
      number: invoice.voucher_number,
      date: invoice.date,
      dueOn: invoice.due_on,
      due: paiseOf(invoice.balance_due) + paiseOf(mine.get(invoice._id)?.amount ?? 0),
    });
  }
  for (const entry of mine.values()) {
    if (!rows.has(entry.vouchar_id))
      rows.set(entry.vouchar_id, {
        id: entry.vouchar_id,
        number: entry.voucher_number,
        date: entry.date,
        dueOn: entry.date,
        due: paiseOf(entry.amount),
      });
  }
  return [...rows.values()].sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.date.localeCompare(b.date));
}

function paiseOf(rupees: number): Paise {
  return parseScaled(Math.abs(rupees).toFixed(MONEY_PLACES), MONEY_PLACES) ?? 0;
}

/** A row's typed amount in paise: 0 when empty, undefined when it is not rupees. */
export const settleAmountOf = (text: string | undefined): Paise | undefined =>
  !text?.trim()
    ? 0
    : /^\d*(\.\d{0,2})?$/.test(text.trim())
      ? (parseScaled(text.trim(), MONEY_PLACES) ?? undefined)
      : undefined;

/** The amount spread over the rows oldest due first, as the boxes show it. */
export function oldestFirst(amount: Paise, rows: readonly SettleRow[]): SettleAmounts {
  const settled = allocateOldestFirst(
    amount,
    rows.map((row) => ({ id: row.id, due: row.due })),
  );
  return Object.fromEntries(
    rows.map((row) => [row.id, settled.has(row.id) ? (numberText(paiseToRupees(settled.get(row.id) ?? 0)) ?? '') : '']),
  );
}

/** What the rows settle in all (paise), and what of the amount is left on account. */
export function settledTotal(amounts: SettleAmounts): Paise {
  return Object.values(amounts).reduce((total, text) => total + (settleAmountOf(text) ?? 0), 0);
}

/** The payload's `settles`: the rows paying something, in rupees. */
export const settlesOf = (rows: readonly SettleRow[], amounts: SettleAmounts) =>
  rows.flatMap((row) => {
    const paise = settleAmountOf(amounts[row.id]) ?? 0;
    return paise > 0 ? [{ voucher_id: row.id, amount: paiseToRupees(paise) }] : [];
  });

/** Why the rows cannot be sent, by invoice id, and for the whole: more than due, bad rupees, more than the amount. */
export function settleIssues(rows: readonly SettleRow[], amounts: SettleAmounts, amount: Paise) {
  const byRow: Record<string, string> = {};
  for (const row of rows) {
    const paise = settleAmountOf(amounts[row.id]);
    if (paise === undefined) byRow[row.id] = 'Amount should be in rupees with at most 2 decimals';
    else if (paise > row.due) byRow[row.id] = `Only ${scaledToText(row.due, 2)} is due on ${row.number}`;
  }
  const total = settledTotal(amounts);
  return { byRow, whole: total > amount ? 'The invoices settled add up to more than the amount' : undefined };
}
