import type { StatementQuery } from '@app/shared/api/routes/ledger/list-ledger-invoices';
import type { Statement } from '@app/shared/books/ledger-statement';
import { paiseToRupees } from '@app/shared/money';
import { matchesAll, pageOf, searchTerms, sortRecords, type SortValue } from '#lib/catalogue/paging';
import { ledgerDaysBetween, ledgerLinesBetween, type LedgerLineRecord } from '#lib/db/ledger-lines';
import type { LedgerRecord } from '#lib/db/ledgers';

const SORT_VALUES: Record<StatementQuery['sortField'], (line: LedgerLineRecord) => SortValue> = {
  created_at: (line) => line.created_at,
  date: (line) => line.date,
  voucher_number: (line) => line.voucher_number,
  voucher_type: (line) => line.voucher_type,
  amount: (line) => line.amount,
};

const sumOf = (values: (number | undefined)[]) => values.reduce<number>((total, value) => total + (value ?? 0), 0);

/**
 * A ledger's statement for a period. The opening balance is the ledger's balance now less what
 * the days from the period's first day on added (day sums, not vouchers, so its cost follows the
 * days since then); the period's figures come from its day sums; the rows are its lines, searched,
 * filtered by type, sorted and paged.
 */
export async function ledgerStatement(ledger: LedgerRecord, query: StatementQuery): Promise<Statement> {
  const companyId = ledger.company_id;
  const [sinceStart, period, lines] = await Promise.all([
    ledgerDaysBetween(companyId, ledger._id, query.start_date, '\uffff'),
    ledgerDaysBetween(companyId, ledger._id, query.start_date, `${query.end_date}\uffff`),
    ledgerLinesBetween(companyId, ledger._id, query.start_date, query.end_date),
  ]);
  const now = ledger.opening_balance + ledger.balance;
  const opening = now - sumOf(sinceStart.map((day) => day.amount));
  const current = sumOf(period.map((day) => day.amount));
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
      opening_balance: paiseToRupees(opening),
      current_total: paiseToRupees(current),
      closing_balance: paiseToRupees(opening + current),
      total_debit: paiseToRupees(sumOf(period.map((day) => day.debit))),
      total_credit: paiseToRupees(sumOf(period.map((day) => day.credit))),
    },
  };
}
