import { chunkLabel, chunkOf } from './chunks';
import { periodRuns, periodsOf, type PeriodLevel } from './period-runs';
import { queryBetween, queryPages } from './query-all';

/**
 * A company's figures per day, kept by the voucher transactions for the reports:
 * - `DAY#<date>`: per voucher type (`sales_`, `purchase_`, `receipt_`, `payment_`) the `count`,
 *   `total` (grand totals), `taxable` and `tax`; and `debit`/`credit`, the party lines' sums.
 * - `PDAY#<date>#cc`, `PMON#<yyyy-mm>#cc`, `PFY#<yyyy>#cc` (8 chunks by customer): per customer
 *   of a sales invoice `p#<party>#n|q|t|x` (invoices, quantity, taxable value, tax) over the day,
 *   the month and the financial year: apart from `DAY#`, which the lists' totals read, so that
 *   those stay small however many customers buy in a day. A year's customer summary reads 8 items;
 *   a year's 8 chunks hold about 16,000 customers (about 190 bytes each). A voucher has one
 *   customer, so it adds to one chunk per period.
 * - `HDAY#<date>`, `HMON#<yyyy-mm>`, `HFY#<yyyy>`: per HSN code, tax rate and kind of supply, `<key>#n` (invoices), `<key>#q`
 *   (quantity), `<key>#t` (taxable value), `<key>#x` (tax) and `<key>#c|s|i` (CGST, SGST, IGST),
 *   with key `<side>#<hsn>#<rate>#<i|x>`: side `sb` (sales to registered buyers), `sc` (sales to
 *   consumers) or `p` (purchases); `i` intra-state (half CGST, half SGST), `x` inter-state (IGST).
 *   Not chunked (a voucher's lines may carry many codes): an HSN code at one rate with every side
 *   and kind of supply takes about 1.1 KB, so a year item holds at least 350 of them; a pharmacy
 *   sells under a few dozen.
 *   The same items hold each ledger's debits and credits (`l#<code>#d`, `l#<code>#c`, paise, both
 *   positive) over the day, month and year, which the statements read (reports/ledger-periods.ts):
 *   an invoice already writes these items, so its ledger lines add no action to its transaction
 *   (the heaviest edit takes all 100), and a receipt or payment adds three. About 40 bytes a
 *   ledger: a year item holds 2,000 ledgers with activity in about 80 KB beside the HSN figures.
 */
export const companyDayKey = (companyId: string, date: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `DAY#${date}`,
});

/** The sort-key prefixes of a roll-up kept per day, month and financial year. */
type PeriodPrefixes = Record<PeriodLevel, string>;

const PARTY_PERIODS: PeriodPrefixes = { day: 'PDAY', month: 'PMON', year: 'PFY' };
const HSN_PERIODS: PeriodPrefixes = { day: 'HDAY', month: 'HMON', year: 'HFY' };

const PARTY_CHUNKS = 8;

/**
 * The day, month and financial-year items of a roll-up that a voucher dated `date` adds to; a
 * chunked roll-up's keys end in the chunk (`<prefix>#<period>#cc`).
 */
function periodKeys(prefixes: PeriodPrefixes, companyId: string, date: string, chunk?: number) {
  const periods = periodsOf(date);
  const suffix = chunk === undefined ? '' : `#${chunkLabel(chunk)}`;
  return (['day', 'month', 'year'] as const).map((level) => ({
    pk: `COMPANY#${companyId}`,
    sk: `${prefixes[level]}#${periods[level]}${suffix}`,
  }));
}

export const partyPeriodKeys = (companyId: string, partyId: string, date: string) =>
  periodKeys(PARTY_PERIODS, companyId, date, chunkOf(partyId, PARTY_CHUNKS));

export const hsnPeriodKeys = (companyId: string, date: string) => periodKeys(HSN_PERIODS, companyId, date);

/**
 * A roll-up's items covering the days between two dates (inclusive): whole years, whole months
 * and the edge days, each run one Query over its periods and every chunk of them ('~' sorts after
 * the chunk labels).
 */
async function periodsBetween(prefixes: PeriodPrefixes, companyId: string, start: string, end: string) {
  const runs = await Promise.all(
    periodRuns(start, end).map(({ level, first, last }) =>
      queryBetween<CompanyDayRecord>(
        `COMPANY#${companyId}`,
        `${prefixes[level]}#${first}`,
        `${prefixes[level]}#${last}#~`,
      ),
    ),
  );
  return runs.flat();
}

/** A company's day figures (counters that stayed zero may be absent). */
export type CompanyDayRecord = Partial<Record<string, number>>;

/** The company's day figures of the days between two dates (inclusive). */
export const companyDaysBetween = (companyId: string, start: string, end: string) =>
  queryBetween<CompanyDayRecord>(`COMPANY#${companyId}`, `DAY#${start}`, `DAY#${end}`);

/** The same day figures keyed by their date (days without vouchers are absent). */
export async function companyDaysByDate(companyId: string, start: string, end: string) {
  const days = new Map<string, CompanyDayRecord>();
  for await (const { items } of queryPages({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': `COMPANY#${companyId}`, ':from': `DAY#${start}`, ':to': `DAY#${end}` },
    ConsistentRead: true,
  })) {
    for (const { pk: _pk, sk, ...figures } of items)
      days.set(String(sk).slice('DAY#'.length), figures as CompanyDayRecord);
  }
  return days;
}

/** The company's customer figures covering the days between two dates (inclusive). */
export const partyFiguresBetween = (companyId: string, start: string, end: string) =>
  periodsBetween(PARTY_PERIODS, companyId, start, end);

/**
 * A ledger's name in the period items: the last 12 hex digits of its random id (48 random bits of
 * a v4 UUID), so no counter is kept and no voucher stores it. Two of a company's 2,000 ledgers
 * share one with a chance of about 1 in 140 million.
 */
export const ledgerCode = (ledgerId: string) => ledgerId.slice(-12);

/** The company's HSN figures covering the days between two dates (inclusive). */
export const hsnFiguresBetween = (companyId: string, start: string, end: string) =>
  periodsBetween(HSN_PERIODS, companyId, start, end);

/** A ledger's debits and credits over a period, paise, both positive. */
export interface LedgerSums {
  debit: number;
  credit: number;
}

/**
 * Every ledger's debits and credits between two dates (inclusive), by ledger code, from the period
 * items (at most years + 24 months + 62 days of them, whatever the number of vouchers).
 */
export async function ledgerSumsBetween(companyId: string, start: string, end: string) {
  const sums = new Map<string, LedgerSums>();
  if (start > end) return sums;
  for (const period of await periodsBetween(HSN_PERIODS, companyId, start, end)) {
    for (const [name, value] of Object.entries(period)) {
      if (!name.startsWith('l#') || typeof value !== 'number') continue;
      const [, code = '', side] = name.split('#');
      const ledger = sums.get(code) ?? { debit: 0, credit: 0 };
      ledger[side === 'd' ? 'debit' : 'credit'] += value;
      sums.set(code, ledger);
    }
  }
  return sums;
}
