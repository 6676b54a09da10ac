import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet } from './batch';
import { chunkLabel, chunkOf } from './chunks';
import { readStockTotals, STOCK_CHUNKS, stockChunkKeyAt, stockTotalsIn, type StockTotals } from './stock-chunks';
import { documentClient, tableName } from './client';
import type { Step } from './transact';

/**
 * The catalogue digest: every product of a company in one compact row (what lists search, filter
 * and sort on), spread over a fixed number of chunk items. A products list reads the chunks with
 * one BatchGetItem instead of querying thousands of product items, and then fetches only the page
 * it shows. Each row is a top-level attribute (`p_<id>`) of its chunk, so writers of different
 * products never overwrite each other, and it is written in the same transaction as its product.
 * 64 chunks of at most 400 KB hold about 80,000 products of typical size.
 */
export const DIGEST_CHUNKS = 64;

export interface DigestRow {
  id: string;
  name: string;
  alias: string | null;
  description: string | null;
  barcode: string | null;
  hsn: string | null;
  category_id: string | null;
  group_id: string | null;
  unit: string;
  /** Thousandths. */
  current_stock: number;
  low_stock_alert: number | null;
  /** Hundredths of a percent. */
  tax_rate: number | null;
  created_at: string;
  /** Paise per unit, the opening balance's rate; null in rows written before the digest kept it. */
  opening_rate: number | null;
  /**
   * Issue 18: stock kept per batch, for the pickers.
   */
  batch_tracked: boolean;
}

const FIELDS = [
  'name',
  'alias',
  'description',
  'barcode',
  'hsn',
  'category_id',
  'group_id',
  'unit',
  'current_stock',
  'low_stock_alert',
  'tax_rate',
  'created_at',
  'opening_rate',
  'batch_tracked',
] as const satisfies readonly (keyof DigestRow)[];

const ROW_PREFIX = 'p_';

const digestKey = (companyId: string, chunk: number) => ({
  pk: `COMPANY#${companyId}`,
  sk: `DIGEST#PRODUCT#${chunkLabel(chunk)}`,
});

const encode = (row: DigestRow) => JSON.stringify(FIELDS.map((field) => row[field]));

function decode(id: string, text: string): DigestRow {
  const values = JSON.parse(text) as unknown[];
  return Object.fromEntries([['id', id], ...FIELDS.map((field, i) => [field, values[i] ?? null])]) as DigestRow;
}

/** The transaction step that writes (or rewrites) a product's row. */
export const setDigestRow = (companyId: string, row: DigestRow): Step => ({
  Update: {
    TableName: tableName(),
    Key: digestKey(companyId, chunkOf(row.id, DIGEST_CHUNKS)),
    UpdateExpression: 'SET #row = :row',
    ExpressionAttributeNames: { '#row': `${ROW_PREFIX}${row.id}` },
    ExpressionAttributeValues: { ':row': encode(row) },
  },
});

/** The transaction step that drops a product's row. */
export const removeDigestRow = (companyId: string, productId: string): Step => ({
  Update: {
    TableName: tableName(),
    Key: digestKey(companyId, chunkOf(productId, DIGEST_CHUNKS)),
    UpdateExpression: 'REMOVE #row',
    ExpressionAttributeNames: { '#row': `${ROW_PREFIX}${productId}` },
  },
});

/**
 * A digest row with what the vouchers moved: current stock (the opening balance plus purchases
 * less sales), the purchase and sales totals, last restock.
 */
export interface StockedDigestRow extends DigestRow {
  opening_rate: number;
  /** Thousandths: the product's own opening balance, before any voucher. */
  opening_balance: number;
  /** Thousandths and paise of taxable value, all time. */
  purchase_qty: number;
  purchase_value: number;
  sales_qty: number;
  sales_value: number;
  last_restock_date: string | null;
}

function withStock(row: DigestRow, totals: StockTotals): StockedDigestRow {
  return {
    ...row,
    opening_rate: row.opening_rate ?? 0,
    opening_balance: row.current_stock,
    current_stock: row.current_stock + totals.purchase_qty - totals.sales_qty,
    ...totals,
  };
}

/** Every product row of a company, as of the last completed write, with its stock figures. */
export async function readDigest(companyId: string): Promise<StockedDigestRow[]> {
  const keys = Array.from({ length: DIGEST_CHUNKS }, (_, chunk) => digestKey(companyId, chunk));
  const stockKeys = Array.from({ length: STOCK_CHUNKS }, (_, chunk) => stockChunkKeyAt(companyId, chunk));
  const items = await batchGet([...keys, ...stockKeys], true);
  const stock = Object.assign({}, ...items.filter((item) => String(item.sk).startsWith('STOCK#'))) as Record<
    string,
    unknown
  >;
  return items.flatMap((chunk) =>
    Object.entries(chunk)
      .filter(([name]) => name.startsWith(ROW_PREFIX))
      .map(([name, text]) => {
        const row = decode(name.slice(ROW_PREFIX.length), text as string);
        return withStock(row, stockTotalsIn(stock, row.id));
      }),
  );
}

/** One product's row with its stock figures; undefined once it is removed from the catalogue. */
export async function readDigestRow(companyId: string, productId: string): Promise<StockedDigestRow | undefined> {
  const name = `${ROW_PREFIX}${productId}`;
  const [{ Item }, totals] = await Promise.all([
    documentClient().send(
      new GetCommand({
        TableName: tableName(),
        Key: digestKey(companyId, chunkOf(productId, DIGEST_CHUNKS)),
        ProjectionExpression: '#row',
        ExpressionAttributeNames: { '#row': name },
        ConsistentRead: true,
      }),
    ),
    readStockTotals(companyId, [productId]),
  ]);
  const text: unknown = Item?.[name];
  if (typeof text !== 'string') return undefined;
  return withStock(decode(productId, text), totals.get(productId) ?? stockTotalsIn(undefined, productId));
}
