import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client';
import { asRecord } from './items';

/**
 * A product's stock movement, one per voucher line that moves it, written by the voucher engine in
 * the voucher's transaction. Keyed by product and date, so a product's timeline is one Query.
 */
export interface StockMovementRecord {
  product_id: string;
  date: string;
  kind: 'purchase' | 'sales';
  voucher_id: string;
  voucher_number: string;
  party_name: string | null;
  /** Thousandths, positive in either direction. */
  quantity: number;
  /** Paise per unit. */
  rate: number;
  /** Paise. */
  value: number;
}

export const stockMovementKey = (
  companyId: string,
  productId: string,
  date: string,
  voucherId: string,
  line: number,
) => ({
  pk: `COMPANY#${companyId}`,
  sk: `MOVE#${productId}#${date}#${voucherId}#${String(line).padStart(4, '0')}`,
});

/** The newest `limit` movements of a product, newest first, and whether older ones exist. */
export async function latestMovements(
  companyId: string,
  productId: string,
  limit: number,
): Promise<{ movements: StockMovementRecord[]; hasEarlier: boolean }> {
  const page = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `COMPANY#${companyId}`, ':prefix': `MOVE#${productId}#` },
      ScanIndexForward: false,
      Limit: limit,
      ConsistentRead: true,
    }),
  );
  return {
    movements: (page.Items ?? []).map((item) => asRecord(item) as unknown as StockMovementRecord),
    hasEarlier: page.LastEvaluatedKey !== undefined,
  };
}
