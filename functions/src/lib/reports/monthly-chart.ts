import type { MonthlyAnalytics } from '@app/shared/reports/analytics-docs';
import {
  calendarYearOf,
  FINANCIAL_YEAR_MONTHS,
  financialYearDates,
  indianDate,
  shortMonthName,
} from '@app/shared/financial-year';
import { paiseToRupees } from '@app/shared/money';
import {
  addMovements,
  NO_ITEM_MOVEMENT,
  readItemMovements,
  readMonthlyItemMovements,
  subtractMovements,
  type ItemMovement,
} from '#lib/db/item-movements';
import {
  keepChart,
  readKeptChart,
  readKeptProducts,
  type KeptMonthlyChart,
  type KeptProduct,
} from '#lib/db/kept-charts';
import { readDigest, readDigestRow } from '#lib/db/product-digest';
import { readStockVersion, type StockCounters, type StockVersion, type VoucherMove } from '#lib/db/stock-version';
import { itemPeriods, type ItemPeriod } from './item-periods';
import { valueItem } from './stock-valuation';

/** The months of a financial year, April to March, as YYYY-MM. */
const monthsOf = (financialYear: number) =>
  FINANCIAL_YEAR_MONTHS.map((month) => `${calendarYearOf(financialYear, month)}-${String(month).padStart(2, '0')}`);

/** The running month's place in the year's months: 0 before the year, 12 after it. */
function runningMonth(months: readonly string[]): number {
  const current = indianDate().slice(0, 7);
  return current > (months[11] ?? '') ? 12 : Math.max(0, months.indexOf(current));
}

type ByMonth = Map<string, Map<string, ItemMovement>>;

/**
 * What every computation of a year's chart works from: the company, the year, the counters of the
 * stock version seen (which the chart keeps) and what its latest voucher moved.
 */
interface Basis {
  companyId: string;
  months: readonly string[];
  start: string;
  end: string;
  seen: StockCounters;
  lastVoucher: StockVersion['lastVoucher'];
}

/** A kept chart and its products (read only if a computation needs them). */
interface Kept {
  chart: KeptMonthlyChart;
  products: Promise<KeptProduct[] | null>;
}
type Figures = Pick<KeptMonthlyChart, 'sales' | 'purchases' | 'profit'>;
interface Computed {
  chart: KeptMonthlyChart;
  /** Null when the kept products still hold. */
  products: KeptProduct[] | null;
}

/** Which months of a kept chart no longer hold (see monthlyAnalytics). */
export type Staleness = 'none' | 'all' | number | { productId: string };

/**
 * Which months of a kept chart no longer hold: 'none'; the index of the first month a voucher went
 * into or out of since (the months before it stand); the one product written since, when nothing
 * else changed; or 'all' (several products were written, a product and vouchers, or a voucher
 * dated before the year changed its openings). Vouchers of later years change nothing here.
 */
export function staleMonths(seen: StockCounters, now: StockVersion, months: readonly string[]): Staleness {
  if (seen.version === now.version) return 'none';
  const changed = (month: string) => (seen.months[month] ?? 0) !== (now.months[month] ?? 0);
  const first = months[0] ?? '';
  if (Object.keys({ ...seen.months, ...now.months }).some((month) => month < first && changed(month))) return 'all';
  const index = months.findIndex(changed);
  if (seen.catalogue === now.catalogue) return index === -1 ? 'none' : index;
  const oneProduct = now.catalogue === seen.catalogue + 1 && index === -1 ? now.lastProduct : null;
  return oneProduct ? { productId: oneProduct } : 'all';
}

const movedOf = ([, , , , iq = 0, iv = 0, oq = 0, ov = 0]: KeptProduct): ItemMovement => ({
  inwards_qty: iq,
  inwards_value: iv,
  outwards_qty: oq,
  outwards_value: ov,
});

function keptProduct([id, qty, value, rate]: KeptProduct, moved: ItemMovement): KeptProduct {
  const { inwards_qty: iq, inwards_value: iv, outwards_qty: oq, outwards_value: ov } = moved;
  return iq || iv || oq || ov ? [id, qty, value, rate, iq, iv, oq, ov] : [id, qty, value, rate];
}

const zeroFigures = (): Figures => ({
  sales: Array<number>(12).fill(0),
  purchases: Array<number>(12).fill(0),
  profit: Array<number>(12).fill(0),
});

/** A kept chart with a share of its figures taken out (`was`) and put back as it is now. */
function restated(kept: KeptMonthlyChart, was: Figures, is: Figures): KeptMonthlyChart {
  const series = (name: keyof Figures) =>
    kept[name].map((value, index) => value - (was[name][index] ?? 0) + (is[name][index] ?? 0));
  return { ...kept, sales: series('sales'), purchases: series('purchases'), profit: series('profit') };
}

/**
 * Adds the months from `from` on to the figures: each product starts from what it had moved in
 * the year before that month, and a month costs what the year so far costs at the year-to-date
 * average rate less what the months before cost. Returns the products with what they had moved
 * before month `settled` (not before `from`).
 */
function addMonths(
  figures: Figures,
  products: readonly KeptProduct[],
  months: readonly string[],
  byMonth: ByMonth,
  from: number,
  settled: number,
  movedBefore: (product: KeptProduct) => ItemMovement,
): KeptProduct[] {
  return products.map((product) => {
    const [id, qty, value, rate] = product;
    const opening = { qty, value };
    let soFar = movedBefore(product);
    let atSettled = soFar;
    let costSoFar = valueItem(opening, soFar, rate).cost_of_goods;
    for (let index = from; index < months.length; index++) {
      if (index === settled) atSettled = soFar;
      const movement = byMonth.get(months[index] ?? '')?.get(id);
      if (!movement) continue;
      soFar = addMovements(soFar, movement);
      const cost = valueItem(opening, soFar, rate).cost_of_goods;
      figures.sales[index] = (figures.sales[index] ?? 0) + movement.outwards_value;
      figures.purchases[index] = (figures.purchases[index] ?? 0) + movement.inwards_value;
      figures.profit[index] = (figures.profit[index] ?? 0) + movement.outwards_value - (cost - costSoFar);
      costSoFar = cost;
    }
    return keptProduct(product, settled >= months.length ? soFar : atSettled);
  });
}

/** A product's stock at the start of the year, as kept (nothing moved yet). */
const yearOpening = ({ product, figures }: ItemPeriod): KeptProduct => [
  product.id,
  figures.opening.qty,
  figures.opening.value,
  product.opening_rate,
];

/** The whole chart: every product's opening for the year, then all twelve months. */
async function wholeChart({ companyId, months, start, end, seen }: Basis): Promise<Computed> {
  const [year, byMonth] = await Promise.all([
    readDigest(companyId).then((products) => itemPeriods(products, companyId, start, end)),
    readMonthlyItemMovements(companyId, months[0] ?? '', months[11] ?? ''),
  ]);
  const figures = zeroFigures();
  const settled = runningMonth(months);
  const products = addMonths(figures, year.map(yearOpening), months, byMonth, 0, settled, () => NO_ITEM_MOVEMENT);
  return { chart: { seen, ...figures, settled, productsVersion: seen.version }, products };
}

/**
 * A kept chart computed again from month `from` on; the months before it stand. What each product
 * had moved before `from` is what it had moved before the kept chart's settled month plus the
 * months between, read with the changed months (a voucher of today reads this month's 8 items).
 * A change before the settled month instead takes the year's item figures less the changed months'.
 * Only a change before the settled month, or a new running month, writes the products again.
 */
async function chartFrom(
  { companyId, months, start, end, seen }: Basis,
  { chart: kept, products: keptProducts }: Kept,
  from: number,
): Promise<Computed | undefined> {
  const fromSettled = kept.settled <= from;
  const firstRead = fromSettled ? kept.settled : from;
  const [products, year, byMonth] = await Promise.all([
    keptProducts,
    fromSettled ? undefined : readItemMovements(companyId, start, end),
    readMonthlyItemMovements(companyId, months[firstRead] ?? '', months[11] ?? ''),
  ]);
  if (!products) return undefined;
  const monthsOfId = (id: string, first: number, last: number) =>
    months.slice(first, last).map((month) => byMonth.get(month)?.get(id) ?? NO_ITEM_MOVEMENT);
  const movedBefore = (product: KeptProduct) => {
    const id = product[0];
    if (!year) return monthsOfId(id, kept.settled, from).reduce(addMovements, movedOf(product));
    return monthsOfId(id, from, 12).reduce(subtractMovements, year.get(id) ?? NO_ITEM_MOVEMENT);
  };
  const keep = (values: number[]) => values.map((value, index) => (index < from ? value : 0));
  const figures = { sales: keep(kept.sales), purchases: keep(kept.purchases), profit: keep(kept.profit) };
  const settled = Math.max(from, runningMonth(months));
  const atSettled = addMonths(figures, products, months, byMonth, from, settled, movedBefore);
  // From the settled month on, nothing before it changed: the kept products hold as they are.
  const unchanged = fromSettled && settled === kept.settled;
  return {
    chart: { seen, ...figures, settled, productsVersion: unchanged ? kept.productsVersion : seen.version },
    products: unchanged ? null : atSettled,
  };
}

/**
 * A kept chart after one product was written (its opening stock or rate changed, it was added or
 * removed): the product's share of every month, computed from its old and its new opening over
 * its own movements, is taken out and put back. Reads that product's counters only.
 */
async function chartForProduct(
  { companyId, months, start, end, seen }: Basis,
  { chart: kept, products: keptProducts }: Kept,
  productId: string,
): Promise<Computed | undefined> {
  const [products, row, byMonth] = await Promise.all([
    keptProducts,
    readDigestRow(companyId, productId),
    readMonthlyItemMovements(companyId, months[0] ?? '', months[11] ?? '', [productId]),
  ]);
  if (!products) return undefined;
  const now = row ? (await itemPeriods([row], companyId, start, end, productId)).map(yearOpening) : [];
  const before = products.filter(([id]) => id === productId);
  const share = (product: readonly KeptProduct[]) => {
    const figures = zeroFigures();
    const atSettled = addMonths(figures, product, months, byMonth, 0, kept.settled, () => NO_ITEM_MOVEMENT);
    return { figures, atSettled };
  };
  const [was, is] = [share(before), share(now)];
  const chart = { ...restated(kept, was.figures, is.figures), seen, productsVersion: seen.version };
  return { chart, products: [...products.filter(([id]) => id !== productId), ...is.atSettled] };
}

/**
 * A kept chart after one voucher of the running month (a sale of today, its edit or withdrawal),
 * the kept products holding: each product it moved has its share of the month taken out, as it
 * stood before the voucher, and put back as it stands now. Reads those products' counters only.
 */
async function chartForVoucher(
  { companyId, months, seen }: Basis,
  { chart: kept, products: keptProducts }: Kept,
  moved: readonly VoucherMove[],
): Promise<Computed | undefined> {
  const month = months[kept.settled] ?? '';
  const ids = new Set(moved.map(([id]) => id));
  const [products, byMonth] = await Promise.all([
    keptProducts,
    readMonthlyItemMovements(companyId, month, month, [...ids]),
  ]);
  if (!products) return undefined;
  // As in every computation of the chart, a product the kept ones do not list has no share in it.
  const rows = products.filter(([id]) => ids.has(id));
  const now = byMonth.get(month) ?? new Map<string, ItemMovement>();
  const before = new Map(
    moved.map(([id, , iq, iv, oq, ov]) => [
      id,
      subtractMovements(now.get(id) ?? NO_ITEM_MOVEMENT, {
        inwards_qty: iq,
        inwards_value: iv,
        outwards_qty: oq,
        outwards_value: ov,
      }),
    ]),
  );
  const share = (movements: Map<string, ItemMovement>) => {
    const figures = zeroFigures();
    addMonths(figures, rows, months, new Map([[month, movements]]), kept.settled, kept.settled, movedOf);
    return figures;
  };
  return { chart: { ...restated(kept, share(before), share(now)), seen }, products: null };
}

/** The chart computed again from what changed since the kept one, or whole. */
async function recompute(
  basis: Basis,
  financialYear: number,
  kept: KeptMonthlyChart | undefined,
  stale: Staleness,
): Promise<Computed> {
  if (!kept || stale === 'none' || stale === 'all') return wholeChart(basis);
  const products = readKeptProducts(basis.companyId, financialYear, kept.productsVersion);
  const moved = typeof stale === 'number' ? oneVoucherOfSettledMonth(basis, kept, stale) : null;
  const partial =
    typeof stale !== 'number'
      ? chartForProduct(basis, { chart: kept, products }, stale.productId)
      : moved
        ? chartForVoucher(basis, { chart: kept, products }, moved)
        : chartFrom(basis, { chart: kept, products }, stale);
  return (await partial) ?? wholeChart(basis);
}

/**
 * What the one voucher written since the kept chart moved, when that is all that changed and it
 * moved only the running month, which is still the kept chart's settled month; null otherwise.
 */
function oneVoucherOfSettledMonth(
  { months, seen, lastVoucher }: Basis,
  kept: KeptMonthlyChart,
  from: number,
): readonly VoucherMove[] | null {
  const settled = kept.settled;
  const oneVoucher = seen.version === kept.seen.version + 1 && from === settled && settled === runningMonth(months);
  const moved = oneVoucher ? lastVoucher : null;
  return moved?.every(([, month]) => month === months[settled]) ? moved : null;
}

/**
 * Twelve points, April to March: sales and purchases (taxable) and gross profit. A month's profit
 * is its sales less their cost, the cost being what the year so far costs at the year-to-date
 * average rate less what the months before cost: months never change when later months are
 * booked, and they add up to the yearly card's profit to the paisa.
 *
 * Computed whole, the chart reads every product's figures of every month, so its cost follows the
 * products moved per month (up to the catalogue). It is kept per financial year with the stock
 * version it saw and each product's position at the running month, and computed again only from
 * the first month a voucher changed since, or for the one product written since; whole after
 * anything else (docs/decisions.md).
 */
export async function monthlyAnalytics(companyId: string, financialYear: number): Promise<MonthlyAnalytics> {
  const months = monthsOf(financialYear);
  const [now, kept] = await Promise.all([readStockVersion(companyId), readKeptChart(companyId, financialYear)]);
  const stale = kept ? staleMonths(kept.seen, now, months) : 'all';
  let chart: KeptMonthlyChart;
  if (kept && stale === 'none') chart = kept;
  else {
    const { lastProduct: _lastProduct, lastVoucher, ...seen } = now;
    const basis = { companyId, months, ...financialYearDates(financialYear), seen, lastVoucher };
    const computed = await recompute(basis, financialYear, kept, stale);
    chart = computed.chart;
    await keepChart(companyId, financialYear, chart, computed.products);
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
