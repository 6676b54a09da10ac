import type { InvoiceType } from '@app/shared/books/voucher-types';
import type { DailyAnalytics, YearlyAnalytics } from '@app/shared/reports/analytics-docs';
import { calendarYearOf, financialYearDates, lastDayOfMonth, shortMonthName } from '@app/shared/financial-year';
import { paiseToRupees } from '@app/shared/money';
import { companyDaysByDate } from '#lib/db/day-rollups';
import { readDigest } from '#lib/db/product-digest';
import { itemPeriods, periodTotals } from './item-periods';
import { sideOfDays } from './sales-rollups';
import { marginPercent } from './stock-valuation';

const isoDate = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * One point per day of the month: sales less credit notes and purchases less debit notes (taxable
 * values), from the company's day roll-ups (at most 31 items, whatever the number of vouchers). A
 * day with only a return shows below zero, as the stock figures take it.
 */
export async function dailyAnalytics(companyId: string, financialYear: number, month: number): Promise<DailyAnalytics> {
  const year = calendarYearOf(financialYear, month);
  const daysInMonth = Number(lastDayOfMonth(year, month).slice(8));
  const byDate = await companyDaysByDate(companyId, isoDate(year, month, 1), isoDate(year, month, daysInMonth));
  const series = (type: InvoiceType) =>
    Array.from({ length: daysInMonth }, (_, index) =>
      paiseToRupees(sideOfDays([byDate.get(isoDate(year, month, index + 1)) ?? {}], type, 'taxable').net),
    );
  return {
    month,
    year,
    sales: paiseToRupees(sideOfDays(byDate.values(), 'Sales', 'taxable').net),
    labels: Array.from({ length: daysInMonth }, (_, index) => `${shortMonthName(month)} ${index + 1}`),
    data: [
      { id: 'sales', label: 'Sales', data: series('Sales') },
      { id: 'purchase', label: 'Purchases', data: series('Purchase') },
    ],
  };
}

/**
 * The five cards of the Reports page: the financial year's stock, purchases, sales and profit. The
 * item figures are net of notes (a credit note takes back from outwards, a debit note from inwards).
 */
export async function yearlyAnalytics(companyId: string, financialYear: number): Promise<YearlyAnalytics> {
  const { start, end } = financialYearDates(financialYear);
  const totals = periodTotals(await itemPeriods(await readDigest(companyId), companyId, start, end));
  return {
    financial_year: financialYear,
    opening: paiseToRupees(totals.opening_value),
    purchase: paiseToRupees(totals.inwards_value),
    sales: paiseToRupees(totals.outwards_value),
    current: paiseToRupees(totals.closing_value),
    profit: paiseToRupees(totals.gross_profit),
    profit_percent: marginPercent(totals.gross_profit, totals.outwards_value),
  };
}
