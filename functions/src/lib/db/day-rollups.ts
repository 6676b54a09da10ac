import { queryBetween, queryPages } from './query-all';

/**
 * A company's figures per day, kept by the voucher transactions for the reports:
 * - `DAY#<date>`: per voucher type (`sales_`, `purchase_`, `receipt_`, `payment_`) the `count`,
 *   `total` (grand totals), `taxable` and `tax`; and `debit`/`credit`, the party lines' sums.
 * - `PDAY#<date>`: per customer of a sales invoice `p#<party>#n|q|t|x` (invoices, quantity,
 *   taxable value, tax): apart from `DAY#`, which the lists' totals read, so that those stay small
 *   however many customers buy in a day.
 * - `HDAY#<date>`: per HSN code, tax rate and kind of supply, `<key>#n` (invoices), `<key>#q`
 *   (quantity), `<key>#t` (taxable value), `<key>#x` (tax) and `<key>#c|s|i` (CGST, SGST, IGST),
 *   with key `<side>#<hsn>#<rate>#<i|x>`: side `sb` (sales to registered buyers), `sc` (sales to
 *   consumers) or `p` (purchases); `i` intra-state (half CGST, half SGST), `x` inter-state (IGST).
 */
export const companyDayKey = (companyId: string, date: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `DAY#${date}`,
});

export const partyDayKey = (companyId: string, date: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `PDAY#${date}`,
});

export const hsnDayKey = (companyId: string, date: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `HDAY#${date}`,
});

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

/** The company's customer day figures of the days between two dates (inclusive). */
export const partyDaysBetween = (companyId: string, start: string, end: string) =>
  queryBetween<CompanyDayRecord>(`COMPANY#${companyId}`, `PDAY#${start}`, `PDAY#${end}`);

/** The company's HSN day figures of the days between two dates (inclusive). */
export const hsnDaysBetween = (companyId: string, start: string, end: string) =>
  queryBetween<CompanyDayRecord>(`COMPANY#${companyId}`, `HDAY#${start}`, `HDAY#${end}`);
