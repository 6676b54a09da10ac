import { addDays, lastDayOfMonth } from '@app/shared/financial-year';

/**
 * The periods the report roll-ups are kept at: a day (YYYY-MM-DD), a month (YYYY-MM) and a
 * financial year (YYYY, the year it starts). A voucher adds to the three periods of its date; a
 * report reads any range as whole years, whole months and the days at its edges, so the items it
 * reads do not grow with the number of vouchers.
 */
export type PeriodLevel = 'day' | 'month' | 'year';

/** The day, month and financial year a date falls in, as their period names. */
export function periodsOf(date: string): Record<PeriodLevel, string> {
  const month = Number(date.slice(5, 7));
  const yearStart = Number(date.slice(0, 4)) - (month < 4 ? 1 : 0);
  return { day: date, month: date.slice(0, 7), year: String(yearStart) };
}

/** Consecutive periods of one level, from `first` to `last` (period names, inclusive). */
export interface PeriodRun {
  level: PeriodLevel;
  first: string;
  last: string;
}

const monthEnd = (date: string) => lastDayOfMonth(Number(date.slice(0, 4)), Number(date.slice(5, 7)));

/** The largest period starting on `date` that ends by `to`, and the day after it. */
function largestPeriodAt(date: string, to: string): { level: PeriodLevel; period: string; next: string } {
  const year = Number(date.slice(0, 4));
  const yearEnd = `${year + 1}-03-31`;
  if (date.endsWith('-04-01') && yearEnd <= to)
    return { level: 'year', period: String(year), next: addDays(yearEnd, 1) };
  const end = monthEnd(date);
  if (date.endsWith('-01') && end <= to) return { level: 'month', period: date.slice(0, 7), next: addDays(end, 1) };
  return { level: 'day', period: date, next: addDays(date, 1) };
}

/**
 * [from, to] (inclusive dates) as whole financial years, whole months and single days: at most
 * five runs (days, months, years, months, days), each one Query over consecutive sort keys.
 */
export function periodRuns(from: string, to: string): PeriodRun[] {
  const runs: PeriodRun[] = [];
  for (let cursor = from; cursor <= to;) {
    const { level, period, next } = largestPeriodAt(cursor, to);
    const last = runs.at(-1);
    if (last?.level === level) last.last = period;
    else runs.push({ level, first: period, last: period });
    cursor = next;
  }
  return runs;
}
