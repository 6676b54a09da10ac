/**
 * Spec 2: the screens show and take dates as dd/MM/yyyy; the API speaks YYYY-MM-DD; the calendar
 * works in local Date objects of those days.
 */

export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DISPLAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** Whether the text is a YYYY-MM-DD day (its shape, not whether the calendar has it). */
export const isIsoDay = (text: string) => ISO_DAY.test(text);

/** Whether the text is a YYYY-MM-DD day the calendar has ('2027-02-29' is not). */
export function isCalendarDay(text: string): boolean {
  if (!isIsoDay(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** The one writer of dd/MM/yyyy days, shared with the server's CSV files and prints. */
export { toDisplayDate, type DatePattern } from '@app/shared/financial-year';

/** '20/11/2026' (or '5/4/2026') as '2026-11-20'; undefined when it is not a day of the calendar. */
export function fromDisplayDate(text: string): string | undefined {
  const match = DISPLAY.exec(text.trim());
  if (!match) return undefined;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDay(iso) ? iso : undefined;
}

/** A local Date of a YYYY-MM-DD day (for the calendar), and back. */
export const isoToLocalDate = (iso: string) => new Date(`${iso}T00:00:00`);
export const localDateToIso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
