import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '#lib/db/client';
import { queryPages, sortKeyPrefix } from '#lib/db/query-all';
import { itemDayAttribute, itemDayKey, stockAttribute, stockChunkKey } from '#lib/db/stock-chunks';
import { stockLines, type VoucherRecord } from './voucher-record';

/** At most this many pages of a product's chunk-days are read back to find its latest purchase. */
const MAX_PAGES = 5;

const purchasedIn = (voucher: VoucherRecord | null) =>
  voucher?.voucher_type === 'Purchase' && voucher.status === 'active'
    ? new Set(stockLines(voucher.lines).map((line) => line.product_id))
    : new Set<string>();

/** Moves a product's last restock date forward to `date` (never back: a later purchase stands). */
async function restockedOn(companyId: string, productId: string, date: string) {
  const name = stockAttribute.lastRestock(productId);
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: stockChunkKey(companyId, productId),
        UpdateExpression: 'SET #lr = :date',
        ConditionExpression: 'attribute_not_exists(#lr) OR #lr < :date',
        ExpressionAttributeNames: { '#lr': name },
        ExpressionAttributeValues: { ':date': date },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** The latest day the product came in, read back from its item-day chunks (newest first). */
async function latestInwardDay(companyId: string, productId: string): Promise<string | null> {
  const prefix = itemDayKey(companyId, productId, '').sk;
  const inwards = itemDayAttribute.inwardsQty(productId);
  const range = sortKeyPrefix(`COMPANY#${companyId}`, prefix);
  let pages = 0;
  for await (const { items } of queryPages({
    ...range,
    FilterExpression: '#in > :zero',
    ExpressionAttributeNames: { '#in': inwards },
    ExpressionAttributeValues: { ...range.ExpressionAttributeValues, ':zero': 0 },
    ScanIndexForward: false,
    ConsistentRead: true,
  })) {
    const [latest] = items;
    if (latest) return String(latest.sk).slice(-10);
    if (++pages >= MAX_PAGES) break;
  }
  return null;
}

/** Sets the product's last restock date to what its remaining purchases say (or removes it). */
async function recomputeRestock(companyId: string, productId: string) {
  const date = await latestInwardDay(companyId, productId);
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: stockChunkKey(companyId, productId),
      UpdateExpression: date ? 'SET #lr = :date' : 'REMOVE #lr',
      ExpressionAttributeNames: { '#lr': stockAttribute.lastRestock(productId) },
      ...(date ? { ExpressionAttributeValues: { ':date': date } } : {}),
    }),
  );
}

/**
 * Keeps each product's last restock date (the date of its latest purchase) after a purchase is
 * written: a new or edited purchase moves it forward; a product the edit or deletion took out of
 * a purchase, or whose purchase moved to an earlier date, is read back from its item-day figures.
 */
export async function keepRestockDates(previous: VoucherRecord | null, next: VoucherRecord | null) {
  const companyId = (next ?? previous)?.company_id;
  if (!companyId) return;
  const now = purchasedIn(next);
  const before = purchasedIn(previous);
  const recheck = [...before].filter((id) => !now.has(id) || (previous && next && next.date < previous.date));
  await Promise.all([
    ...[...now].map((id) => (next ? restockedOn(companyId, id, next.date) : undefined)),
    ...recheck.map((id) => recomputeRestock(companyId, id)),
  ]);
}
