import type { DailyAnalytics } from '@app/shared/reports/analytics-docs';
import { paiseToRupees } from '@app/shared/money';
import { companyDaysByDate } from '#lib/db/day-rollups';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The calendar year of a month of a financial year (April to December: the start year). */
export const calendarYearOf = (financialYear: number, month: number) =>
  month >= 4 ? financialYear : financialYear + 1;

const isoDate = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * One point per day of the month: sales and purchases (taxable values), from the company's day
 * roll-ups (at most 31 items, whatever the number of vouchers).
 */
export async function dailyAnalytics(companyId: string, financialYear: number, month: number): Promise<DailyAnalytics> {
  const year = calendarYearOf(financialYear, month);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
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
    labels: Array.from({ length: daysInMonth }, (_, index) => `${MONTH_NAMES[month - 1] ?? ''} ${index + 1}`),
    data: [
      { id: 'sales', label: 'Sales', data: sales },
      { id: 'purchase', label: 'Purchases', data: series('purchase_taxable') },
    ],
  };
}
