import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { logger } from '#lib/logger';
import { documentClient, tableName } from './client';
import type { StockCounters } from './stock-version';
import { put, transact } from './transact';

/**
 * A product as a kept chart needs it: its stock at the start of the financial year and its own
 * opening rate (paise per unit), then what it moved in the year before the chart's settled month
 * (inwards and outwards quantity and value; left out while it moved nothing).
 */
export type KeptProduct = [
  productId: string,
  qty: number,
  value: number,
  rate: number,
  inwardsQty?: number,
  inwardsValue?: number,
  outwardsQty?: number,
  outwardsValue?: number,
];

/**
 * The Reports page's monthly chart of a financial year as last computed: paise per month, April
 * to March, and the stock version it saw.
 */
export interface KeptMonthlyChart {
  seen: StockCounters;
  sales: number[];
  purchases: number[];
  profit: number[];
  /**
   * The month (0 for April to 11 for March, 12 after the year) the kept products' movements stop
   * before: the running month when the chart was computed.
   */
  settled: number;
  /**
   * The version the products item was written at: a change from the settled month on leaves the
   * products as they were, so only the chart is written again.
   */
  productsVersion: number;
}

/** DynamoDB items hold 400 KB; the key and version take a few hundred bytes. */
const MAX_PRODUCTS_LENGTH = 390_000;

/** The format is part of the key: a deploy that changes it starts from fresh charts. */
const keptChartKey = (companyId: string, financialYear: number, part: 'CHART' | 'PRODUCTS') => ({
  pk: `COMPANY#${companyId}`,
  sk: `KEPT#MONTHLY_CHART#2#${financialYear}#${part}`,
});

const read = async (key: Record<string, string>) =>
  (await documentClient().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;

/** The kept chart: what a view that finds the stock unchanged shows, in one small item. */
export async function readKeptChart(companyId: string, financialYear: number): Promise<KeptMonthlyChart | undefined> {
  const item = await read(keptChartKey(companyId, financialYear, 'CHART'));
  return item ? (JSON.parse(String(item.chart)) as KeptMonthlyChart) : undefined;
}

/**
 * The products kept with a chart (at its `productsVersion`), read only to compute it again from
 * what changed; null when they were not kept (a catalogue of more than about 3,000 products) or
 * belong to another version (products kept since the chart was read).
 */
export async function readKeptProducts(
  companyId: string,
  financialYear: number,
  version: number,
): Promise<KeptProduct[] | null> {
  const item = await read(keptChartKey(companyId, financialYear, 'PRODUCTS'));
  return item?.version === version ? (JSON.parse(String(item.products)) as KeptProduct[]) : null;
}

class KeptLater extends Error {}

/**
 * Keeps a chart, and its products when they changed (null: the kept ones still hold), in one
 * transaction, unless a chart computed from a later version is kept already. A chart that could
 * not be kept is still shown: the next view computes it again.
 */
export async function keepChart(
  companyId: string,
  financialYear: number,
  chart: KeptMonthlyChart,
  products: readonly KeptProduct[] | null,
): Promise<void> {
  const version = chart.seen.version;
  const productsText = products ? JSON.stringify(products) : '';
  try {
    await transact([
      put(
        {
          ...keptChartKey(companyId, financialYear, 'CHART'),
          entity: 'kept_chart',
          version,
          chart: JSON.stringify(chart),
        },
        'attribute_not_exists(version) OR version < :version',
        () => new KeptLater(),
        { ':version': version },
      ),
      ...(productsText && productsText.length <= MAX_PRODUCTS_LENGTH
        ? [
            put({
              ...keptChartKey(companyId, financialYear, 'PRODUCTS'),
              entity: 'kept_chart',
              version: chart.productsVersion,
              products: productsText,
            }),
          ]
        : []),
    ]);
  } catch (error) {
    if (!(error instanceof KeptLater)) logger.warn('The monthly chart was not kept', { error });
  }
}
