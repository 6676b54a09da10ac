import type { DailyAnalytics, YearlyAnalytics } from '@app/shared/reports/analytics-docs';
import { calendarYearOf, financialYearDates, lastDayOfMonth, shortMonthName } from '@app/shared/financial-year';
import { paiseToRupees } from '@app/shared/money';
import { companyDaysByDate } from '#lib/db/day-rollups';
import { readDigest } from '#lib/db/product-digest';
import { itemPeriods, periodTotals } from './item-periods';
import { marginPercent } from './stock-valuation';

const isoDate = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * One point per day of the month: sales and purchases (taxable values), from the company's day
 * roll-ups (at most 31 items, whatever the number of vouchers).
 */
export async function dailyAnalytics(companyId: string, financialYear: number, month: number): Promise<DailyAnalytics> {
  const year = calendarYearOf(financialYear, month);
  const daysInMonth = Number(lastDayOfMonth(year, month).slice(8));
  const byDate = await companyDaysByDate(companyId, isoDate(year, month, 1), isoDate(year, month, daysInMonth));
  const series = (field: string) =>
    Array.from({ length: daysInMonth }, (_, index) =>
      paiseToRupees(byDate.get(isoDate(year, month, index + 1))?.[field] ?? 0),
    );
  const sales = series('sales_taxable');
  return {
    month,
    year,
    sales: paiseToRupees([...byDate.values()].reduce((total, day) => total + (day.sales_taxable ?? 0), 0)),
    labels: Array.from({ length: daysInMonth }, (_, index) => `${shortMonthName(month)} ${index + 1}`),
    data: [
      { id: 'sales', label: 'Sales', data: sales },
      { id: 'purchase', label: 'Purchases', data: series('purchase_taxable') },
    ],
  };
}

/** The five cards of the Reports page: the financial year's stock, purchases, sales and profit. */
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
