import type * as z from '@app/shared/zod';
import { addDays } from '@app/shared/financial-year';
import { paiseToRupees } from '@app/shared/money';
import type { SummaryStats, summaryStatsQuerySchema } from '@app/shared/reports/summary-docs';
import { companyDaysBetween, partyFiguresBetween } from '#lib/db/day-rollups';
import { salesByHsn, salesByParty, salesTotals } from './sales-rollups';

type SummaryStatsQuery = z.output<typeof summaryStatsQuerySchema>;

/** The period of the same length that ends the day before `start`. */
export function previousPeriod(start: string, end: string) {
  const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000 + 1;
  return { start: addDays(start, -days), end: addDays(start, -1) };
}

async function figures(companyId: string, start: string, end: string) {
  const [days, customerDays, hsn] = await Promise.all([
    companyDaysBetween(companyId, start, end),
    partyFiguresBetween(companyId, start, end),
    salesByHsn(companyId, start, end),
  ]);
  const totals = salesTotals(days);
  return {
    total_hsn: new Set(hsn.map((row) => row.hsn)).size,
    total_party: salesByParty(customerDays).size,
    total_invoices: totals.invoices,
    total_revenue: paiseToRupees(totals.taxable),
    total_tax: paiseToRupees(totals.tax),
  };
}

/** Percent change, 1 decimal; null when there was nothing before to compare with. */
const change = (now: number, before: number) =>
  before === 0 ? null : Math.round(((now - before) / Math.abs(before)) * 1000) / 10;

/**
 * The Summary page's cards (spec 3 'Summary stats'): distinct HSN codes and customers of the
 * summaries' rows, sales invoices (credit notes are not invoices), revenue (taxable value) and tax
 * of the period net of credit notes, from the day figures; each with
 * its change against the period of the same length just before (the spec's cards show fixed
 * placeholders there).
 */
export async function summaryStats(companyId: string, query: SummaryStatsQuery): Promise<SummaryStats> {
  const previous = previousPeriod(query.start_date, query.end_date);
  const [now, before] = await Promise.all([
    figures(companyId, query.start_date, query.end_date),
    figures(companyId, previous.start, previous.end),
  ]);
  const trend = (name: keyof typeof now) => ({
    previous: before[name],
    change_percent: change(now[name], before[name]),
  });
  return {
    ...now,
    trends: {
      total_hsn: trend('total_hsn'),
      total_party: trend('total_party'),
      total_invoices: trend('total_invoices'),
      total_revenue: trend('total_revenue'),
      total_tax: trend('total_tax'),
    },
    start_date: query.start_date,
    end_date: query.end_date,
    previous_start_date: previous.start,
    previous_end_date: previous.end,
  };
}
