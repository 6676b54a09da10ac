import type { MonthlyAnalytics } from '@app/shared/reports/analytics-docs';
import { calendarYearOf, FINANCIAL_YEAR_MONTHS, financialYearDates, shortMonthName } from '@app/shared/financial-year';
import { paiseToRupees } from '@app/shared/money';
import {
  addMovements,
  NO_ITEM_MOVEMENT,
  readItemMovements,
  readMonthlyItemMovements,
  subtractMovements,
  type ItemMovement,
} from '#lib/db/item-movements';
import { keepChart, readKeptChart, type KeptMonthlyChart, type KeptOpening } from '#lib/db/kept-charts';
import { readDigest } from '#lib/db/product-digest';
import { readStockVersion, type StockVersion } from '#lib/db/stock-version';
import { itemPeriods } from './item-periods';
import { valueItem } from './stock-valuation';

/** The months of a financial year, April to March, as YYYY-MM. */
const monthsOf = (financialYear: number) =>
  FINANCIAL_YEAR_MONTHS.map((month) => `${calendarYearOf(financialYear, month)}-${String(month).padStart(2, '0')}`);

type Movements = Map<string, ItemMovement>;

/**
 * Which months of a kept chart no longer hold: 'none', 'all' (a product was written, or a voucher
 * dated before the year changed its openings), or the index of the first month a voucher went
 * into or out of since (the months before it stand). Vouchers of later years change nothing here.
 */
export function staleMonths(seen: StockVersion, now: StockVersion, months: readonly string[]): 'none' | 'all' | number {
  if (seen.version === now.version) return 'none';
  if (seen.catalogue !== now.catalogue) return 'all';
  const changed = (month: string) => (seen.months[month] ?? 0) !== (now.months[month] ?? 0);
  const first = months[0] ?? '';
  if (Object.keys({ ...seen.months, ...now.months }).some((month) => month < first && changed(month))) return 'all';
  const index = months.findIndex(changed);
  return index === -1 ? 'none' : index;
}

/**
 * Adds the months from `from` on to the chart: each product starts from what it had moved in the
 * year before that month, and a month costs what the year so far costs at the year-to-date
 * average rate less what the months before cost.
 */
function addMonths(
  chart: KeptMonthlyChart,
  openings: readonly KeptOpening[],
  months: readonly string[],
  byMonth: Map<string, Movements>,
  from: number,
  movedBefore: (productId: string) => ItemMovement,
) {
  for (const [id, qty, value, rate] of openings) {
    const opening = { qty, value };
    let soFar = movedBefore(id);
    let costSoFar = valueItem(opening, soFar, rate).cost_of_goods;
    for (let index = from; index < months.length; index++) {
      const movement = byMonth.get(months[index] ?? '')?.get(id);
      if (!movement) continue;
      soFar = addMovements(soFar, movement);
      const cost = valueItem(opening, soFar, rate).cost_of_goods;
      chart.sales[index] = (chart.sales[index] ?? 0) + movement.outwards_value;
      chart.purchases[index] = (chart.purchases[index] ?? 0) + movement.inwards_value;
      chart.profit[index] = (chart.profit[index] ?? 0) + movement.outwards_value - (cost - costSoFar);
      costSoFar = cost;
    }
  }
}

/** The whole chart: every product's opening for the year, then all twelve months. */
async function wholeChart(companyId: string, financialYear: number, seen: StockVersion): Promise<KeptMonthlyChart> {
  const months = monthsOf(financialYear);
  const { start, end } = financialYearDates(financialYear);
  const [year, byMonth] = await Promise.all([
    readDigest(companyId).then((products) => itemPeriods(products, companyId, start, end)),
    readMonthlyItemMovements(companyId, months[0] ?? '', months[11] ?? ''),
  ]);
  const openings = year.map(({ product, figures }): KeptOpening => [
    product.id,
    figures.opening.qty,
    figures.opening.value,
    product.opening_rate,
  ]);
  const chart = {
    seen,
    sales: months.map(() => 0),
    purchases: months.map(() => 0),
    profit: months.map(() => 0),
    openings,
  };
  addMonths(chart, openings, months, byMonth, 0, () => NO_ITEM_MOVEMENT);
  return chart;
}

/**
 * A kept chart computed again from month `from` on: the year's item figures less those months'
 * give what each product had moved before them, so only the year's items and the changed
 * months' are read (a voucher of today: 16 items instead of the catalogue and 96).
 */
async function chartFrom(
  companyId: string,
  financialYear: number,
  kept: KeptMonthlyChart,
  openings: KeptOpening[],
  from: number,
  seen: StockVersion,
): Promise<KeptMonthlyChart> {
  const months = monthsOf(financialYear);
  const { start, end } = financialYearDates(financialYear);
  const [year, byMonth] = await Promise.all([
    readItemMovements(companyId, start, end),
    readMonthlyItemMovements(companyId, months[from] ?? '', months[11] ?? ''),
  ]);
  const keep = (values: number[]) => values.map((value, index) => (index < from ? value : 0));
  const chart = {
    seen,
    sales: keep(kept.sales),
    purchases: keep(kept.purchases),
    profit: keep(kept.profit),
    openings,
  };
  const movedBefore = (id: string) => {
    let before = year.get(id) ?? NO_ITEM_MOVEMENT;
    for (const movements of byMonth.values()) before = subtractMovements(before, movements.get(id) ?? NO_ITEM_MOVEMENT);
    return before;
  };
  addMonths(chart, openings, months, byMonth, from, movedBefore);
  return chart;
}

/**
 * Twelve points, April to March: sales and purchases (taxable) and gross profit. A month's profit
 * is its sales less their cost, the cost being what the year so far costs at the year-to-date
 * average rate less what the months before cost: months never change when later months are
 * booked, and they add up to the yearly card's profit to the paisa.
 *
 * Computed whole, the chart reads every product's figures of every month, so its cost follows the
 * products moved per month (up to the catalogue). It is kept per financial year with the stock
 * version it saw, and computed again only from the first month a voucher changed since, or whole
 * after a product was written (docs/decisions.md).
 */
export async function monthlyAnalytics(companyId: string, financialYear: number): Promise<MonthlyAnalytics> {
  const months = monthsOf(financialYear);
  const [now, kept] = await Promise.all([readStockVersion(companyId), readKeptChart(companyId, financialYear)]);
  const stale = kept ? staleMonths(kept.seen, now, months) : 'all';
  let chart: KeptMonthlyChart;
  if (kept && stale === 'none') chart = kept;
  else {
    chart =
      kept?.openings && typeof stale === 'number'
        ? await chartFrom(companyId, financialYear, kept, kept.openings, stale, now)
        : await wholeChart(companyId, financialYear, now);
    await keepChart(companyId, financialYear, chart);
  }
  return {
    year: financialYear,
    sales: paiseToRupees(chart.sales.reduce((total, value) => total + value, 0)),
    labels: months.map((month) => shortMonthName(Number(month.slice(5)))),
    data: [
      { id: 'sales', label: 'Sales', data: chart.sales.map(paiseToRupees) },
      { id: 'purchase', label: 'Purchases', data: chart.purchases.map(paiseToRupees) },
      { id: 'profit', label: 'Profit', data: chart.profit.map(paiseToRupees) },
    ],
  };
}
