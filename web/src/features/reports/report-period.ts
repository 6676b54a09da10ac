import { indianDate } from '@app/shared/financial-year';

const MONTH_NAME = new Intl.DateTimeFormat('en-IN', { month: 'long', timeZone: 'UTC' });

/** 'April' for 4. */
export const monthName = (month: number) => MONTH_NAME.format(new Date(Date.UTC(2000, month - 1, 1)));

/** This calendar month in India, 1-12. */
export const currentMonth = (at = new Date()) => Number(indianDate(at).slice(5, 7));
