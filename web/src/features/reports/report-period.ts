import { financialYearStart, indianDate } from '@app/shared/financial-year';

/** The months of an Indian financial year in its order, April to March, as calendar months (1-12). */
export const FINANCIAL_YEAR_MONTHS = [4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3] as const;

/** The years the year picker lists (it is shown, not yet changeable: the page reports the running year). */
export const REPORT_YEARS = Array.from({ length: 11 }, (_, index) => 2020 + index);

const MONTH_NAME = new Intl.DateTimeFormat('en-IN', { month: 'long', timeZone: 'UTC' });

/** 'April' for 4. */
export const monthName = (month: number) => MONTH_NAME.format(new Date(Date.UTC(2000, month - 1, 1)));

/** The year the running financial year starts, in India: 2026 from 1 April 2026 to 31 March 2027. */
export const runningFinancialYear = (at = new Date()) => Number(financialYearStart(at).slice(0, 4));

/** This calendar month in India, 1-12. */
export const currentMonth = (at = new Date()) => Number(indianDate(at).slice(5, 7));

/** The calendar year a month of a financial year falls in: January to March fall in the next one. */
export const calendarYearOf = (financialYear: number, month: number) =>
  month >= 4 ? financialYear : financialYear + 1;
