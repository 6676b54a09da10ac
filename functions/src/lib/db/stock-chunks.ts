import type { Paise, Thousandths } from '@app/shared/money';
import { batchGet } from './batch';
import { chunkLabel, chunkOf } from './chunks';
import { periodsOf, type PeriodLevel } from './period-runs';

/**
 * Stock kept by the voucher engine, packed so that a voucher of any length touches a bounded
 * number of items (DynamoDB allows 100 per transaction):
 * - `STOCK#cc` (16 chunks): each product's running purchase and sales totals, `pq#<id>`,
 *   `pv#<id>`, `sq#<id>`, `sv#<id>` (thousandths and paise of taxable value), and `lr#<id>`, the
 *   date of its latest purchase; a batch-tracked product's stock per batch, `bq#<id>`, a JSON
 *   string (batch-chunks.ts);
 * - `IDAY#cc#<date>` (8 chunks per day): each product's movements of the day, counters `iq#`,
 *   `iv#` (inwards qty and value), `oq#`, `ov#` (outwards qty and value) per product
 *   id, and one attribute `m#<voucher>` per voucher listing its lines in that chunk;
 * - `IMON#cc#<yyyy-mm>` and `IFY#cc#<yyyy>` (8 chunks per month and per financial year, named by
 *   the year it starts): the same four counters summed over the month and the year, so that a
 *   report over a financial year reads 8 items and any range reads whole years, whole months and
 *   the days at its edges (lib/db/period-runs).
 * 16 stock chunks of at most 400 KB hold the totals of about 25,000 products (about 230 bytes each);
 * a year's 8 chunks hold the movements of about 14,000 products moved in that year.
 */
export const STOCK_CHUNKS = 16;
export const ITEM_DAY_CHUNKS = 8;

export const stockChunkKeyAt = (companyId: string, chunk: number) => ({
  pk: `COMPANY#${companyId}`,
  sk: `STOCK#${chunkLabel(chunk)}`,
});

export const stockChunkKey = (companyId: string, productId: string) =>
  stockChunkKeyAt(companyId, chunkOf(productId, STOCK_CHUNKS));

export const itemDayKey = (companyId: string, productId: string, date: string) =>
  itemPeriodKeys(companyId, productId, date).day;

const ITEM_PERIOD_PREFIX: Record<PeriodLevel, string> = { day: 'IDAY', month: 'IMON', year: 'IFY' };

/** The item of a chunk's movements over a day (YYYY-MM-DD), month (YYYY-MM) or financial year (YYYY). */
export const itemPeriodKeyAt = (companyId: string, level: PeriodLevel, chunk: number, period: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `${ITEM_PERIOD_PREFIX[level]}#${chunkLabel(chunk)}#${period}`,
});

/** The day, month and financial-year items a product's movement on `date` adds to. */
export function itemPeriodKeys(companyId: string, productId: string, date: string) {
  const chunk = chunkOf(productId, ITEM_DAY_CHUNKS);
  const periods = periodsOf(date);
  return {
    day: itemPeriodKeyAt(companyId, 'day', chunk, periods.day),
    month: itemPeriodKeyAt(companyId, 'month', chunk, periods.month),
    year: itemPeriodKeyAt(companyId, 'year', chunk, periods.year),
  };
}

export const stockAttribute = {
  purchaseQty: (productId: string) => `pq#${productId}`,
  purchaseValue: (productId: string) => `pv#${productId}`,
  salesQty: (productId: string) => `sq#${productId}`,
  salesValue: (productId: string) => `sv#${productId}`,
  /** The date of the latest purchase (kept after each purchase is written: lib/books/restocks). */
  lastRestock: (productId: string) => `lr#${productId}`,
};

export const itemDayAttribute = {
  inwardsQty: (productId: string) => `iq#${productId}`,
  inwardsValue: (productId: string) => `iv#${productId}`,
  outwardsQty: (productId: string) => `oq#${productId}`,
  outwardsValue: (productId: string) => `ov#${productId}`,
  movements: (voucherId: string) => `m#${voucherId}`,
};

/** What the vouchers have moved of a product so far. */
export interface StockTotals {
  purchase_qty: Thousandths;
  purchase_value: Paise;
  sales_qty: Thousandths;
  sales_value: Paise;
  last_restock_date: string | null;
}

export const NO_MOVEMENT: StockTotals = {
  purchase_qty: 0,
  purchase_value: 0,
  sales_qty: 0,
  sales_value: 0,
  last_restock_date: null,
};

/** A product's running totals as its stock chunk holds them. */
export function stockTotalsIn(chunk: Record<string, unknown> | undefined, productId: string): StockTotals {
  const number = (name: string) => Number(chunk?.[name] ?? 0);
  return {
    purchase_qty: number(stockAttribute.purchaseQty(productId)),
    purchase_value: number(stockAttribute.purchaseValue(productId)),
    sales_qty: number(stockAttribute.salesQty(productId)),
    sales_value: number(stockAttribute.salesValue(productId)),
    last_restock_date: (chunk?.[stockAttribute.lastRestock(productId)] as string | undefined) ?? null,
  };
}

/** The running totals of the given products (every product of a company with `all`). */
export async function readStockTotals(
  companyId: string,
  productIds: readonly string[],
): Promise<Map<string, StockTotals>> {
  const keys = new Map(productIds.map((id) => [stockChunkKey(companyId, id).sk, stockChunkKey(companyId, id)]));
  const chunks = await batchGet([...keys.values()], true);
  const bySk = new Map(chunks.map((chunk) => [String(chunk.sk), chunk]));
  return new Map(productIds.map((id) => [id, stockTotalsIn(bySk.get(stockChunkKey(companyId, id).sk), id)]));
}
