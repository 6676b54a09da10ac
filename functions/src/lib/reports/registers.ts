import { voucherListQuerySchema } from '@app/shared/books/voucher-list-query';
import { VOUCHER_TYPES } from '@app/shared/books/voucher-types';
import { paiseToRupees } from '@app/shared/money';
import {
  dayBookTable,
  ledgerStatementTable,
  type RegisterLine,
  type StatementTable,
} from '@app/shared/reports/statement-rows';
import { requireLedger } from '#lib/books/ledger-fields';
import { ledgerPeriodFigures } from '#lib/books/ledger-statement';
import { voucherListRows } from '#lib/books/voucher-list';
import { ledgerLinesBetween } from '#lib/db/ledger-lines';
import { ValidationError } from '#lib/errors';
import type { StatementPeriodQuery } from './statements';

/**
 * What one register's file may hold: its table goes back through Lambda (6 MB at most) and its
 * PDF is laid out in one go; 20,000 lines are a busy shop's few months, as the directories' CSV.
 */
export const REGISTER_LIMIT = 20_000;
export const REGISTER_TOO_LARGE = `This export is too large for one file (at most ${REGISTER_LIMIT.toLocaleString('en-IN')} lines). Choose a shorter period.`;

const refuseLarge = (lines: number) => {
  if (lines > REGISTER_LIMIT) throw new ValidationError(REGISTER_TOO_LARGE);
};

/** A voucher's line in a register, its signed paise (negative: debit) as rupees on their side. */
const registerLine = (
  record: { date: string; voucher_type: string; voucher_number: string; amount: number },
  particulars: string,
): RegisterLine => ({
  date: record.date,
  particulars,
  voucher_type: record.voucher_type,
  voucher_number: record.voucher_number,
  debit: paiseToRupees(record.amount < 0 ? -record.amount : 0),
  credit: paiseToRupees(record.amount > 0 ? record.amount : 0),
});

/**
 * A ledger's statement over the period, every line by date (ledger-lines.ts keeps them by day),
 * with its opening and closing balances and the period's totals from its day sums. A foreign or
 * unknown ledger is 404, as its page.
 */
export async function ledgerStatementFile(
  companyId: string,
  ledgerId: string,
  query: StatementPeriodQuery,
): Promise<StatementTable> {
  const ledger = await requireLedger(companyId, ledgerId);
  const [figures, lines] = await Promise.all([
    ledgerPeriodFigures(ledger, query.start_date, query.end_date),
    ledgerLinesBetween(companyId, ledger._id, query.start_date, query.end_date),
  ]);
  refuseLarge(lines.length);
  return ledgerStatementTable({
    ledger: ledger.ledger_name,
    start_date: query.start_date,
    end_date: query.end_date,
    opening: paiseToRupees(figures.opening),
    closing: paiseToRupees(figures.closing),
    debit: paiseToRupees(figures.debit),
    credit: paiseToRupees(figures.credit),
    lines: lines.map((line) => registerLine(line, line.particulars)),
  });
}

/** The Day Book: every voucher of the period that stands, oldest first, as the directory lists it. */
export async function dayBookFile(companyId: string, query: StatementPeriodQuery): Promise<StatementTable> {
  const listQuery = voucherListQuerySchema.parse({
    company_id: companyId,
    start_date: query.start_date,
    end_date: query.end_date,
    sortField: 'date',
    sortOrder: 1,
  });
  const rows = await voucherListRows(listQuery, VOUCHER_TYPES, REGISTER_LIMIT + 1);
  refuseLarge(rows.length);
  return dayBookTable({
    start_date: query.start_date,
    end_date: query.end_date,
    lines: rows.map((row) => registerLine(row, row.party_name)),
  });
}
