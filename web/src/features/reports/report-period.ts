import { financialYearOf, indianDate } from '@app/shared/financial-year';

/**
 * The financial years the Reports page offers, newest first: every year from the one the company's
 * books begin in to the running one (the running one alone for books that begin later).
 */
export function reportYears(booksBeginFrom: string | undefined, running: number): number[] {
  const first = booksBeginFrom ? Math.min(financialYearOf(booksBeginFrom), running) : running;
  return Array.from({ length: running - first + 1 }, (_, index) => running - index);
}

/** The year the page shows: the one chosen when the company has books for it, else the running one. */
export const shownYear = (chosen: number | undefined, years: readonly number[], running: number) =>
  chosen !== undefined && years.includes(chosen) ? chosen : running;

const MONTH_NAME = new Intl.DateTimeFormat('en-IN', { month: 'long', timeZone: 'UTC' });

/** 'April' for 4. */
export const monthName = (month: number) => MONTH_NAME.format(new Date(Date.UTC(2000, month - 1, 1)));

/** This calendar month in India, 1-12. */
export const currentMonth = (at = new Date()) => Number(indianDate(at).slice(5, 7));
