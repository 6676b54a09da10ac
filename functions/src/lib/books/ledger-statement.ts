import type { StatementQuery } from '@app/shared/api/routes/ledger/list-ledger-invoices';
import type { Statement } from '@app/shared/books/ledger-statement';
import { paiseToRupees } from '@app/shared/money';
import { matchesAll, pageOf, searchTerms, sortRecords, type SortValue } from '#lib/catalogue/paging';
import { ledgerDaysBetween, ledgerLinesBetween, type LedgerLineRecord } from '#lib/db/ledger-lines';
import type { LedgerRecord } from '#lib/db/ledgers';
import { closingBalance } from '#lib/presenters/ledger';

const SORT_VALUES: Record<StatementQuery['sortField'], (line: LedgerLineRecord) => SortValue> = {
  created_at: (line) => line.created_at,
  date: (line) => line.date,
  voucher_number: (line) => line.voucher_number,
  voucher_type: (line) => line.voucher_type,
  amount: (line) => line.amount,
};

const sumOf = (values: (number | undefined)[]) => values.reduce<number>((total, value) => total + (value ?? 0), 0);

/** A ledger over a period, signed paise (credit positive): its balance before and after, its debits and credits. */
export interface LedgerPeriodFigures {
  opening: number;
  debit: number;
  credit: number;
  closing: number;
}

/**
 * A ledger's figures from `start` to `end` (inclusive days). The opening balance is the ledger's
 * balance now less what the days from the period's first day on added (day sums, not vouchers, so
 * its cost follows the days since then); the period's figures come from its day sums.
 */
export async function ledgerPeriodFigures(
  ledger: LedgerRecord,
  start: string,
  end: string,
): Promise<LedgerPeriodFigures> {
  const [sinceStart, period] = await Promise.all([
    ledgerDaysBetween(ledger.company_id, ledger._id, start, '\uffff'),
    ledgerDaysBetween(ledger.company_id, ledger._id, start, `${end}\uffff`),
  ]);
  const opening = closingBalance(ledger) - sumOf(sinceStart.map((day) => day.amount));
  return {
    opening,
    debit: sumOf(period.map((day) => day.debit)),
    credit: sumOf(period.map((day) => day.credit)),
    closing: opening + sumOf(period.map((day) => day.amount)),
  };
}

/** A ledger's statement for a period: its figures, and its lines searched, filtered by type, sorted and paged. */
export async function ledgerStatement(ledger: LedgerRecord, query: StatementQuery): Promise<Statement> {
  const [figures, lines] = await Promise.all([
    ledgerPeriodFigures(ledger, query.start_date, query.end_date),
    ledgerLinesBetween(ledger.company_id, ledger._id, query.start_date, query.end_date),
  ]);
  const terms = searchTerms(query.search);
  const matching = lines.filter(
    (line) =>
      (query.type === undefined || line.voucher_type === query.type) &&
      matchesAll(terms, [line.voucher_number, line.particulars, line.voucher_type, line.payment_status]),
  );
  const sorted = sortRecords(matching, SORT_VALUES[query.sortField], query.sortOrder, (line) => line.created_at);
  const { items, meta } = pageOf(sorted, query);
  return {
    docs: items.map((line) => ({
      _id: line.voucher_id,
      vouchar_id: line.voucher_id,
      date: line.date,
      voucher_type: line.voucher_type,
      voucher_number: line.voucher_number,
      particulars: line.particulars,
      amount: paiseToRupees(line.amount),
      debit: paiseToRupees(line.amount < 0 ? -line.amount : 0),
      credit: paiseToRupees(line.amount > 0 ? line.amount : 0),
      grand_total: paiseToRupees(line.grand_total),
      paid_amount: line.paid_amount === undefined ? null : paiseToRupees(line.paid_amount),
      payment_status: line.payment_status ?? null,
      created_at: line.created_at,
    })),
    meta: {
      ...meta,
      opening_balance: paiseToRupees(figures.opening),
      current_total: paiseToRupees(figures.closing - figures.opening),
      closing_balance: paiseToRupees(figures.closing),
      total_debit: paiseToRupees(figures.debit),
      total_credit: paiseToRupees(figures.credit),
    },
  };
}
