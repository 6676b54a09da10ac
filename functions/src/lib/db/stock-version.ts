import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client';
import type { Step } from './transact';

/**
 * A company's stock version: one counter that every write changing the figures of its stock adds
 * one to, in that write's own transaction: a voucher with product lines (created, edited or
 * withdrawn) and a product written (its opening stock and rate, or its removal). A report computed
 * from those figures can be kept and served again while the version stays (kept-reports.ts).
 * The item is no hotter than the company's day figures, which every voucher of the day writes.
 */
export const stockVersionKey = (companyId: string) => ({ pk: `COMPANY#${companyId}`, sk: 'VERSION#STOCK' });

/** The transaction step that moves the company's stock version on. */
export const stockVersionStep = (companyId: string): Step => ({
  Update: {
    TableName: tableName(),
    Key: stockVersionKey(companyId),
    UpdateExpression: 'ADD #version :one',
    ExpressionAttributeNames: { '#version': 'version' },
    ExpressionAttributeValues: { ':one': 1 },
  },
});

/** The company's stock version (0 before anything moved it). */
export async function readStockVersion(companyId: string): Promise<number> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: stockVersionKey(companyId), ConsistentRead: true }),
  );
  return Number(Item?.version ?? 0);
}
