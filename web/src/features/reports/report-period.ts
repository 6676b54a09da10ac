import { indianDate } from '@app/shared/financial-year';

/** The years the year picker lists (it is shown, not yet changeable: the page reports the running year). */
export const REPORT_YEARS = Array.from({ length: 11 }, (_, index) => 2020 + index);

const MONTH_NAME = new Intl.DateTimeFormat('en-IN', { month: 'long', timeZone: 'UTC' });

/** 'April' for 4. */
export const monthName = (month: number) => MONTH_NAME.format(new Date(Date.UTC(2000, month - 1, 1)));

/** This calendar month in India, 1-12. */
export const currentMonth = (at = new Date()) => Number(indianDate(at).slice(5, 7));
