import { lastDayOfMonth, shortMonthName } from '../financial-year';
import type { Paise, Thousandths } from '../money';

/**
 * Batch and expiry rules (design: returns-and-batches, step 4), shared by the voucher engine, the
 * API and the browser so that all three pick the same batches and say the same things about them.
 * Dates are calendar dates, YYYY-MM-DD; no time zones are involved.
 */

/**
 * The key a batch is stored under: its number trimmed, inner spaces collapsed, upper-case. Batch
 * numbers are typed by hand off a strip or a carton, so 'p 2401 ' and 'P 2401' must be one batch.
 */
export const batchKeyOf = (number: string): string => number.trim().replace(/\s+/g, ' ').toUpperCase();

/** '31 Aug 2026' for 2026-08-31: how notices and warnings name a day. */
const dayLabel = (date: string) =>
  `${Number(date.slice(8, 10))} ${shortMonthName(Number(date.slice(5, 7)))} ${date.slice(0, 4)}`;

/** What users read about batches, in one place so the API, engine and web say it the same way. */
export const BATCH_MESSAGES = {
  expiryFormat: 'Expiry must be a month and year like 08/2026, or a date',
  expired: (number: string, expiry: string) => `Batch ${number} expired on ${dayLabel(expiry)}`,
  expiresToday: (number: string, expiry: string) => `Batch ${number} expires today, ${dayLabel(expiry)}`,
  expiring: (number: string, expiry: string, days: number) =>
    `Batch ${number} expires on ${dayLabel(expiry)}, in ${days} ${days === 1 ? 'day' : 'days'}`,
} as const;

const isCalendarDate = (date: string) => {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
};

/** MM/YYYY, M/YY, MM-YYYY (month first), with '/' or '-'. */
const MONTH_YEAR = /^(\d{1,2})[/-](\d{4}|\d{2})$/;
/** YYYY-MM (year first). */
const YEAR_MONTH = /^(\d{4})-(\d{1,2})$/;
const FULL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The last day of a month, if the month and year make sense; two-digit years are 20xx. */
function endOfMonth(yearText: string, monthText: string): string | undefined {
  const month = Number(monthText);
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12 || year < 1000) return undefined;
  return lastDayOfMonth(year, month);
}

/**
 * A batch's expiry from what is printed on the pack: '08/2026', '8/26', '08-2026' or '2026-08'
 * mean the end of August 2026 (2026-08-31), since a medicine marked "EXP 08/2026" may be sold
 * through that month; a full date (YYYY-MM-DD) is kept as it is. Anything else is undefined, for
 * the caller to answer with `BATCH_MESSAGES.expiryFormat`.
 */
export function expiryOf(text: string): string | undefined {
  const trimmed = text.trim();
  if (FULL_DATE.test(trimmed)) return isCalendarDate(trimmed) ? trimmed : undefined;
  const monthYear = MONTH_YEAR.exec(trimmed);
  if (monthYear) return endOfMonth(monthYear[2] ?? '', monthYear[1] ?? '');
  const yearMonth = YEAR_MONTH.exec(trimmed);
  if (yearMonth) return endOfMonth(yearMonth[1] ?? '', yearMonth[2] ?? '');
  return undefined;
}

/** 'MM/YYYY' ('2026-08-31' is '08/2026'): how pharmacy invoices and packs print an expiry. */
export const expiryLabel = (date: string): string => `${date.slice(5, 7)}/${date.slice(0, 4)}`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `today` to `expiry`: 0 on the day itself, negative once it has passed. */
export const daysToExpiry = (expiry: string, today: string): number =>
  Math.round((Date.parse(`${expiry}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

/** Company setting `expiry_alert_days` when unset: batches expiring within 90 days are flagged. */
export const DEFAULT_EXPIRY_ALERT_DAYS = 90;

export type BatchStatus = 'expired' | 'expiring' | 'ok';

/**
 * Expired once the expiry date is behind us: a batch expiring today can still be sold today.
 * Expiring when it expires within `windowDays` (inclusive: today + 90 is expiring, today + 91 ok).
 */
export function batchStatus(expiry: string, today: string, windowDays: number): BatchStatus {
  if (expiry < today) return 'expired';
  return daysToExpiry(expiry, today) <= windowDays ? 'expiring' : 'ok';
}

/** One batch of a product as kept on its stock: the key is `batchKeyOf(number)`. */
export interface StockBatch {
  key: string;
  /** As first entered, for display. */
  number: string;
  /** YYYY-MM-DD. */
  expiry: string;
  /** YYYY-MM-DD, when known. */
  mfg: string | null;
  /** Printed MRP per unit, when known. */
  mrp: Paise | null;
  quantity: Thousandths;
}

export interface FefoAllocation {
  batch: StockBatch;
  quantity: Thousandths;
}

/**
 * First expiry, first out: what a sale that names no batch takes, and from which batches. Earliest
 * expiry first, ties by batch key (plain character order, so the server and the browser agree);
 * expired and empty batches are never taken. The shortfall is what the batches could not cover
 * (0 when they do); a quantity of 0 or less takes nothing.
 */
export function allocateFefo(
  batches: readonly StockBatch[],
  quantity: Thousandths,
  today: string,
): { allocations: FefoAllocation[]; shortfall: Thousandths } {
  const usable = batches.filter((batch) => batch.quantity > 0 && batch.expiry >= today).sort(byExpiry);
  const allocations: FefoAllocation[] = [];
  let left = Math.max(0, quantity);
  for (const batch of usable) {
    if (left === 0) break;
    const taken = Math.min(batch.quantity, left);
    allocations.push({ batch, quantity: taken });
    left -= taken;
  }
  return { allocations, shortfall: left };
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** First expiring first, ties by batch key (plain character order, so the server and the browser agree). */
export const byExpiry = (a: Pick<StockBatch, 'expiry' | 'key'>, b: Pick<StockBatch, 'expiry' | 'key'>) =>
  compareText(a.expiry, b.expiry) || compareText(a.key, b.key);

/**
 * The warning shown when a batch is picked or sold: it has expired, or expires within the
 * window ('Batch P2401 expires on 31 Aug 2026, in 77 days'); null when it is fine.
 */
export function expiryWarning(
  batch: Pick<StockBatch, 'number' | 'expiry'>,
  today: string,
  windowDays: number,
): string | null {
  const status = batchStatus(batch.expiry, today, windowDays);
  if (status === 'ok') return null;
  if (status === 'expired') return BATCH_MESSAGES.expired(batch.number, batch.expiry);
  const days = daysToExpiry(batch.expiry, today);
  return days === 0
    ? BATCH_MESSAGES.expiresToday(batch.number, batch.expiry)
    : BATCH_MESSAGES.expiring(batch.number, batch.expiry, days);
}
