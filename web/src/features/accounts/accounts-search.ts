import { financialYearDates } from '@app/shared/financial-year';
import { AGEING_SIDES, STATEMENT_VIEWS, type StatementView } from '@app/shared/reports/statement-views';
import { choiceParam, dayParam, searchReader, wholeParam } from '@/lib/search-params';

/** Issue 32: the accountant's statements, each a tab of the Accounts page. */
export const STATEMENTS = STATEMENT_VIEWS;
export type Statement = StatementView;

export const STATEMENT_LABELS: Record<Statement, string> = {
  'trial-balance': 'Trial Balance',
  'profit-and-loss': 'Profit & Loss',
  'balance-sheet': 'Balance Sheet',
  'cash-bank': 'Cash & Bank',
  ageing: 'Ageing',
};

/**
 * What the URL keeps: the statement, the financial year (the year it starts) and the period's days
 * inside it. Left out, or outside the year, the days are the year's first and last.
 */
export const readAccountsSearch = searchReader({
  view: choiceParam(STATEMENTS, 'trial-balance'),
  year: wholeParam(2000, 2100),
  start: dayParam,
  end: dayParam,
  /** The ageing tab's side. */
  side: choiceParam(AGEING_SIDES, 'receivables'),
});

export type AccountsSearch = ReturnType<typeof readAccountsSearch>;

export const ACCOUNTS_SEARCH_DEFAULTS = {
  view: 'trial-balance',
  side: 'receivables',
} as const satisfies Partial<AccountsSearch>;

/** The period a statement is asked for: the chosen days when they lie in the year, else its bounds. */
export function statementPeriod(search: Pick<AccountsSearch, 'start' | 'end'>, year: number) {
  const bounds = financialYearDates(year);
  const inYear = (day: string | undefined): day is string =>
    day !== undefined && day >= bounds.start && day <= bounds.end;
  const start = inYear(search.start) ? search.start : bounds.start;
  const end = inYear(search.end) && search.end >= start ? search.end : bounds.end;
  return { start, end };
}
