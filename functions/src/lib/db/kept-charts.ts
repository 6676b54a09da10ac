import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { logger } from '#lib/logger';
import { documentClient, tableName } from './client';
import type { StockVersion } from './stock-version';

/** A product's stock at the start of a financial year and its own opening rate (paise per unit). */
export type KeptOpening = [productId: string, qty: number, value: number, rate: number];

/**
 * The Reports page's monthly chart of a financial year as last computed: paise per month, April
 * to March, the stock version it saw, and every product's opening for the year, so that a change
 * in one month is computed again from that month on. Openings are left out (`null`) when a
 * catalogue is too large for one item (about 5,000 products); the chart is then computed whole.
 */
export interface KeptMonthlyChart {
  seen: StockVersion;
  sales: number[];
  purchases: number[];
  profit: number[];
  openings: KeptOpening[] | null;
}

/** DynamoDB items hold 400 KB; the chart and the key take a few hundred bytes. */
const MAX_OPENINGS_LENGTH = 350_000;

/** The format is part of the key: a deploy that changes it starts from fresh charts. */
const keptChartKey = (companyId: string, financialYear: number) => ({
  pk: `COMPANY#${companyId}`,
  sk: `KEPT#MONTHLY_CHART#1#${financialYear}`,
});

export async function readKeptChart(companyId: string, financialYear: number): Promise<KeptMonthlyChart | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: keptChartKey(companyId, financialYear), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const chart = JSON.parse(String(Item.chart)) as Omit<KeptMonthlyChart, 'openings'>;
  return { ...chart, openings: Item.openings ? (JSON.parse(String(Item.openings)) as KeptOpening[]) : null };
}

/**
 * Keeps a chart unless one computed from a later version is kept already. A chart that could not
 * be kept is still shown: the next view computes it again.
 */
export async function keepChart(companyId: string, financialYear: number, chart: KeptMonthlyChart): Promise<void> {
  const openings = chart.openings ? JSON.stringify(chart.openings) : null;
  try {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keptChartKey(companyId, financialYear),
          entity: 'kept_chart',
          version: chart.seen.version,
          chart: JSON.stringify({ ...chart, openings: undefined }),
          ...(openings && openings.length <= MAX_OPENINGS_LENGTH ? { openings } : {}),
        },
        ConditionExpression: 'attribute_not_exists(version) OR version < :version',
        ExpressionAttributeValues: { ':version': chart.seen.version },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) logger.warn('The monthly chart was not kept', { error });
  }
}
