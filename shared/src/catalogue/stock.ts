import { divideRounded, multiplyDivide } from '../decimal';
import type { Paise, Thousandths } from '../money';
import { THOUSANDTHS_PER_UNIT } from '../money';

/**
 * A product's stock, as kept on it: the opening balance and the running totals the voucher engine
 * adds to (purchases in, sales out). Everything else is derived from these by the functions below,
 * on the server and in the browser alike.
 */
export interface StockFigures {
  opening_balance: Thousandths;
  /** Per unit. */
  opening_rate: Paise;
  opening_value: Paise;
  purchase_qty: Thousandths;
  purchase_value: Paise;
  sales_qty: Thousandths;
  sales_value: Paise;
}

export const STOCK_STATUSES = ['zero', 'negative', 'low', 'positive'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** Spec (001, 9): the product page measures stock against 5 units when no alert is set. */
export const DEFAULT_LOW_STOCK_ALERT: Thousandths = 5 * THOUSANDTHS_PER_UNIT;

/** Opening value = quantity x rate, rounded to the paisa (spec 5). */
export const openingValue = (quantity: Thousandths, rate: Paise): Paise =>
  multiplyDivide(quantity, rate, THOUSANDTHS_PER_UNIT);

export const currentStock = (stock: StockFigures): Thousandths =>
  stock.opening_balance + stock.purchase_qty - stock.sales_qty;

/** What came in, at cost: the opening balance and every purchase. */
const inwards = (stock: StockFigures) => ({
  quantity: stock.opening_balance + stock.purchase_qty,
  value: stock.opening_value + stock.purchase_value,
});

/** Paise per unit of a value over a quantity (thousandths), rounded; 0 for no quantity. */
export const ratePerUnit = (value: Paise, quantity: Thousandths): Paise =>
  quantity === 0 ? 0 : multiplyDivide(value, THOUSANDTHS_PER_UNIT, quantity);

/**
 * What `units` are worth at the average of what came in (`value` over `quantity`), computed from
 * the exact fraction and rounded once; with nothing come in, at `fallbackRate`. The one valuation
 * of stock: the product page's and every report's.
 */
export const valueAtAverage = (units: Thousandths, value: Paise, quantity: Thousandths, fallbackRate: Paise): Paise =>
  quantity === 0 ? openingValue(units, fallbackRate) : multiplyDivide(units, value, quantity);

/**
 * The average rate (spec 9), per unit: (purchase value + opening value) / (purchase qty +
 * opening balance). With nothing in yet it is the opening rate (001, 9: the product page's
 * fallback), so a new product shows the rate it was given.
 */
export function averageRate(stock: StockFigures): Paise {
  const { quantity, value } = inwards(stock);
  return quantity === 0 ? stock.opening_rate : ratePerUnit(value, quantity);
}

/**
 * Stock value = current stock x average rate (spec 9), computed from the exact fraction and rounded
 * once, so 3 units at an average of 193.333... are worth 580.00, not 3 x 193.33 = 579.99.
 */
export function stockValue(stock: StockFigures): Paise {
  const { quantity, value } = inwards(stock);
  return valueAtAverage(currentStock(stock), value, quantity, stock.opening_rate);
}

/** Per unit; null before the first purchase. */
export const averagePurchaseRate = (stock: StockFigures): Paise | null =>
  stock.purchase_qty === 0 ? null : ratePerUnit(stock.purchase_value, stock.purchase_qty);

/** Per unit; null before the first sale. */
export const averageSaleRate = (stock: StockFigures): Paise | null =>
  stock.sales_qty === 0 ? null : ratePerUnit(stock.sales_value, stock.sales_qty);

/**
 * Margin (001, 9) in hundredths of a percent: 100 x (average sale rate - average cost) / average
 * sale rate, from the exact averages; null before the first sale or when sales were free.
 */
export function margin(stock: StockFigures): number | null {
  const { quantity, value } = inwards(stock);
  if (stock.sales_qty === 0 || stock.sales_value === 0) return null;
  const saleRate = BigInt(stock.sales_value) * BigInt(quantity === 0 ? THOUSANDTHS_PER_UNIT : quantity);
  const cost = BigInt(quantity === 0 ? stock.opening_rate : value) * BigInt(stock.sales_qty);
  return Number(divideRounded((saleRate - cost) * 10_000n, saleRate));
}

/**
 * zero, negative, low or positive. Low means at or below the product's low-stock alert; a product
 * without an alert is never low (the product page's default of 5 is only for its progress bar).
 */
export function stockStatus(current: Thousandths, lowStockAlert: Thousandths | null): StockStatus {
  if (current < 0) return 'negative';
  if (current === 0) return 'zero';
  if (lowStockAlert !== null && lowStockAlert > 0 && current <= lowStockAlert) return 'low';
  return 'positive';
}

/** The product page's progress: current stock against the alert (default 5), 0 to 100 percent. */
export function stockProgress(current: Thousandths, lowStockAlert: Thousandths | null): number {
  const alert = lowStockAlert && lowStockAlert > 0 ? lowStockAlert : DEFAULT_LOW_STOCK_ALERT;
  return Math.min(100, Math.max(0, (current / alert) * 100));
}
