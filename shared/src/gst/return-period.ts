import { calendarYearOf, financialYearOf, lastDayOfMonth, shortMonthName } from '../financial-year';

/**
 * A GST return's period (issue 33): a month, or for a taxpayer under QRMP (turnover up to five
 * crore, filing quarterly) a quarter, named as the portal names it by its last month (June,
 * September, December, March). Free of zod. The page's search reader, which loads with every first
 * view, writes the frequencies out rather than import this (gst-returns-search.ts; a test keeps both
 * in step).
 */
export const RETURN_FREQUENCIES = ['monthly', 'quarterly'] as const;
export type ReturnFrequency = (typeof RETURN_FREQUENCIES)[number];

export const QUARTER_END_MONTHS = [6, 9, 12, 3] as const;
export const QUARTER_MESSAGE = 'A quarter ends in June, September, December or March';

export interface ReturnPeriod {
  /** MMYYYY of its (last) month, the portal's `ret_period`. */
  code: string;
  /** Its calendar months, in order. */
  months: { year: number; month: number }[];
  /** Its first and last days, YYYY-MM-DD. */
  start: string;
  end: string;
  /** 'Oct 2026', or 'Jul-Sep 2026'. */
  label: string;
}

const pad = (month: number) => String(month).padStart(2, '0');

/** The period a return query names: a month, or the quarter ending in it (never across a calendar year). */
export function returnPeriodOf(
  financialYear: number,
  month: number,
  frequency: ReturnFrequency = 'monthly',
): ReturnPeriod {
  const year = calendarYearOf(financialYear, month);
  const first = frequency === 'quarterly' ? month - 2 : month;
  const months = Array.from({ length: month - first + 1 }, (_, index) => ({ year, month: first + index }));
  return {
    code: `${pad(month)}${year}`,
    months,
    start: `${year}-${pad(first)}-01`,
    end: lastDayOfMonth(year, month),
    label:
      first === month
        ? `${shortMonthName(month)} ${year}`
        : `${shortMonthName(first)}-${shortMonthName(month)} ${year}`,
  };
}

/** A month's MMYYYY. */
export const monthCode = ({ year, month }: { year: number; month: number }) => `${pad(month)}${year}`;

/** The last month of the quarter a month falls in: May is in the quarter ending June. */
export const quarterEndOf = (month: number) => month + ((3 - (month % 3)) % 3);

/**
 * The return a span of days stands for (the print route's dates): the month of its last day, or
 * the quarter ending then when it starts in an earlier month.
 */
export function returnPeriodOfDays(start: string, end: string): ReturnPeriod {
  const month = Number(end.slice(5, 7));
  const quarterly = start.slice(0, 7) !== end.slice(0, 7) && QUARTER_END_MONTHS.includes(month as 6);
  return returnPeriodOf(financialYearOf(end), month, quarterly ? 'quarterly' : 'monthly');
}
