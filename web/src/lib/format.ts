import { INDIA_TIME_ZONE } from '@app/shared/financial-year';

/** Spec 2.8: the header's date button, e.g. 'Nov 22, 2026' (MMM DD, YYYY), in India's time. */
export const headerDate = (at: Date = new Date()) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: INDIA_TIME_ZONE,
  }).format(at);

/** Dates and times as Indian users read them: 22/11/2026, 2:05 pm. */
export const indianDateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: INDIA_TIME_ZONE }).format(
    new Date(iso),
  );

export const indianDate = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: INDIA_TIME_ZONE }).format(new Date(iso));

/** Spec 2.8: e-mail shown cut at 25 characters. */
export const cutEmail = (email: string, max = 25) => (email.length > max ? `${email.slice(0, max)}…` : email);

/** '5 min ago' style times for notices. */
export function timeAgo(iso: string, now = Date.now()): string {
  const minutes = Math.round((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return indianDate(iso);
}

const QUANTITY = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

/** A quantity with Indian grouping and up to 3 decimals, with its unit: '1,250 PCS', '2.5 KGS'. */
export const formatQuantity = (quantity: number, unit?: string) =>
  unit ? `${QUANTITY.format(quantity)} ${unit}` : QUANTITY.format(quantity);

const PERCENT = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A percentage with 2 decimals ('12.50%'); '—' when there is none (a margin before the first sale). */
export const formatPercent = (percent: number | null) => (percent === null ? '—' : `${PERCENT.format(percent)}%`);
