import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client';
import type { Step } from './transact';

/**
 * A company's stock version: counters that every write changing the figures of its stock moves
 * on, in that write's own transaction. `version` counts them all; `catalogue` the product writes
 * (opening stock and rate, removal), `last_product` naming the product of the latest; `m#<yyyy-mm>`
 * the vouchers with product lines dated in that month (an edit counts in the months it left and
 * entered), `last_voucher` what the latest of them moved. A report computed from the stock
 * figures is kept with the counters it saw and computed again from what changed (monthly-chart.ts).
 * The item is no hotter than the company's day figures, which every voucher of the day writes.
 */
export interface StockVersion extends StockCounters {
  /** The product of the latest product write (so that one product's edit is computed alone). */
  lastProduct: string | null;
  /** What the latest voucher write moved (so that one sale's view reads only its products). */
  lastVoucher: VoucherMove[] | null;
}

/** The counters of a stock version: what a report kept from the stock records of what it saw. */
export interface StockCounters {
  version: number;
  catalogue: number;
  /** Per month (YYYY-MM), the vouchers with product lines posted into or out of it. */
  months: Record<string, number>;
}

/**
 * What a voucher write moved of a product in a month, net of what the voucher's earlier version
 * had moved: inwards and outwards quantity (thousandths) and taxable value (paise).
 */
export type VoucherMove = [
  productId: string,
  month: string,
  inwardsQty: number,
  inwardsValue: number,
  outwardsQty: number,
  outwardsValue: number,
];

const MONTH_PREFIX = 'm#';

export const stockVersionKey = (companyId: string) => ({ pk: `COMPANY#${companyId}`, sk: 'VERSION#STOCK' });

type StockChange = { productId: string } | { months: string[]; moved: VoucherMove[] };

/** The step that records a change of the stock: a write of this product, or a voucher in these months. */
export function stockVersionStep(companyId: string, change: StockChange): Step {
  const isProduct = 'productId' in change;
  const counters = ['version', ...(isProduct ? ['catalogue'] : change.months.map((m) => MONTH_PREFIX + m))];
  const adds = `ADD ${counters.map((_, i) => `#c${i} :one`).join(', ')}`;
  return {
    Update: {
      TableName: tableName(),
      Key: stockVersionKey(companyId),
      UpdateExpression: `SET ${isProduct ? 'last_product = :last' : 'last_voucher = :last'} ${adds}`,
      ExpressionAttributeNames: Object.fromEntries(counters.map((name, i) => [`#c${i}`, name])),
      ExpressionAttributeValues: { ':one': 1, ':last': isProduct ? change.productId : JSON.stringify(change.moved) },
    },
  };
}

/** The company's stock version (all zero before anything moved it). */
export async function readStockVersion(companyId: string): Promise<StockVersion> {
  const { Item = {} } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: stockVersionKey(companyId), ConsistentRead: true }),
  );
  const months: Record<string, number> = {};
  for (const [name, value] of Object.entries(Item)) {
    if (name.startsWith(MONTH_PREFIX)) months[name.slice(MONTH_PREFIX.length)] = Number(value);
  }
  return {
    version: Number(Item.version ?? 0),
    catalogue: Number(Item.catalogue ?? 0),
    lastProduct: typeof Item.last_product === 'string' ? Item.last_product : null,
    months,
    lastVoucher: typeof Item.last_voucher === 'string' ? (JSON.parse(Item.last_voucher) as VoucherMove[]) : null,
  };
}
