import type { DailyAnalytics, MonthlyAnalytics, YearlyAnalytics } from '@app/shared/reports/analytics-docs';
import { calendarYearOf, FINANCIAL_YEAR_MONTHS, lastDayOfMonth, shortMonthName } from '@app/shared/financial-year';
import { paiseToRupees } from '@app/shared/money';
import { companyDaysByDate } from '#lib/db/day-rollups';
import { addMovements, NO_ITEM_MOVEMENT, readMonthlyItemMovements } from '#lib/db/item-movements';
import { keptWhileStockStands } from '#lib/db/kept-reports';
import { readDigest } from '#lib/db/product-digest';
import { itemPeriods, periodTotals } from './item-periods';
import { marginPercent, valueItem } from './stock-valuation';

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

const yearBounds = (financialYear: number) => ({ start: `${financialYear}-04-01`, end: `${financialYear + 1}-03-31` });

/** The five cards of the Reports page: the financial year's stock, purchases, sales and profit. */
export async function yearlyAnalytics(companyId: string, financialYear: number): Promise<YearlyAnalytics> {
  const { start, end } = yearBounds(financialYear);
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

/** The months of a financial year, April to March, as YYYY-MM. */
const monthsOf = (financialYear: number) =>
  FINANCIAL_YEAR_MONTHS.map((month) => `${calendarYearOf(financialYear, month)}-${String(month).padStart(2, '0')}`);

/**
 * Twelve points, April to March: sales and purchases (taxable) and gross profit. A month's profit
 * is its sales less their cost, the cost being what the year so far costs at the year-to-date
 * average rate less what the months before cost: months never change when later months are
 * booked, and they add up to the yearly card's profit to the paisa.
 *
 * The chart reads every product's figures of every month, so its cost follows the products moved
 * per month (up to the catalogue), not the vouchers; it is kept per financial year and computed
 * again only after a voucher or a product changed the stock (docs/decisions.md).
 */
export const monthlyAnalytics = (companyId: string, financialYear: number): Promise<MonthlyAnalytics> =>
  keptWhileStockStands(companyId, `MONTHLY_ANALYTICS#1#${financialYear}`, () =>
    computeMonthlyAnalytics(companyId, financialYear),
  );

async function computeMonthlyAnalytics(companyId: string, financialYear: number): Promise<MonthlyAnalytics> {
  const { start, end } = yearBounds(financialYear);
  const months = monthsOf(financialYear);
  // The months do not wait for the catalogue: the two reads overlap.
  const [year, byMonth] = await Promise.all([
    readDigest(companyId).then((products) => itemPeriods(products, companyId, start, end)),
    readMonthlyItemMovements(companyId, months[0] ?? '', months[11] ?? ''),
  ]);
  const sales = months.map(() => 0);
  const purchases = months.map(() => 0);
  const profit = months.map(() => 0);
  for (const { product, figures } of year) {
    let soFar = NO_ITEM_MOVEMENT;
    let costSoFar = 0;
    months.forEach((month, index) => {
      const movement = byMonth.get(month)?.get(product.id);
      if (!movement) return;
      soFar = addMovements(soFar, movement);
      const cost = valueItem(figures.opening, soFar, product.opening_rate).cost_of_goods;
      sales[index] = (sales[index] ?? 0) + movement.outwards_value;
      purchases[index] = (purchases[index] ?? 0) + movement.inwards_value;
      profit[index] = (profit[index] ?? 0) + movement.outwards_value - (cost - costSoFar);
      costSoFar = cost;
    });
  }
  return {
    year: financialYear,
    sales: paiseToRupees(sales.reduce((total, value) => total + value, 0)),
    labels: months.map((month) => shortMonthName(Number(month.slice(5)))),
    data: [
      { id: 'sales', label: 'Sales', data: sales.map(paiseToRupees) },
      { id: 'purchase', label: 'Purchases', data: purchases.map(paiseToRupees) },
      { id: 'profit', label: 'Profit', data: profit.map(paiseToRupees) },
    ],
  };
}
