import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { batchAttribute, batchChunkKey, batchWriteSteps } from './batch-chunks';
import { chunkLabel, chunkOf } from './chunks';
import { documentClient, tableName } from './client';
import { stockChunkKey } from './stock-chunks';
import { transact, type Step } from './transact';

/**
 * Batches were kept as maps until 27 November 2026: a product's details (`bd#`) in its `BATCH#cc`
 * chunk, and its quantities (`bq#`) first beside them, then in chunks of their own (`BATCHQ#cc`,
 * same number). They are now strings, the quantities in the stock chunks (batch-chunks.ts). A
 * product kept in either older layout is moved the first time its batches are read, which every
 * write of them does first, so no job has to run at deploy.
 */
const quantitiesChunkKey = (companyId: string, productId: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `BATCHQ#${chunkLabel(chunkOf(productId, 8))}`,
});

type Item = Record<string, unknown>;

async function read(key: { pk: string; sk: string }, names: string[]): Promise<Item> {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: key,
      ConsistentRead: true,
      ProjectionExpression: names.map((_, i) => `#a${i}`).join(', '),
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#a${i}`, name])),
    }),
  );
  return Item ?? {};
}

class MovedMeanwhile extends Error {}

/**
 * One transaction per product: its maps leave on condition they are as read (so no write in
 * between is lost), and its strings are written, the quantities on condition none are there yet.
 */
async function moveProduct(companyId: string, productId: string): Promise<void> {
  const { details: detailsName, quantities: quantitiesName } = batchAttribute;
  const detailsKey = batchChunkKey(companyId, productId);
  const quantitiesKey = quantitiesChunkKey(companyId, productId);
  const [chunk, own] = await Promise.all([
    read(detailsKey, [detailsName(productId), quantitiesName(productId)]),
    read(quantitiesKey, [quantitiesName(productId)]),
  ]);
  const details = chunk[detailsName(productId)];
  if (details === undefined || typeof details === 'string') return;
  const besideDetails = chunk[quantitiesName(productId)];
  const inOwnChunk = own[quantitiesName(productId)];
  // Both only if the move between the older two layouts met an empty map made since: they add up.
  const quantities = { ...(besideDetails as object | undefined), ...(inOwnChunk as object | undefined) };
  const removeBeside = besideDetails === undefined ? '' : ' REMOVE #quantities';
  const steps: Step[] = [
    {
      Update: {
        TableName: tableName(),
        Key: detailsKey,
        UpdateExpression: `SET #details = :details${removeBeside}`,
        ConditionExpression:
          besideDetails === undefined ? '#details = :read' : '#details = :read AND #quantities = :readQuantities',
        ExpressionAttributeNames: {
          '#details': detailsName(productId),
          ...(besideDetails === undefined ? {} : { '#quantities': quantitiesName(productId) }),
        },
        ExpressionAttributeValues: {
          ':details': JSON.stringify(details),
          ':read': details,
          ...(besideDetails === undefined ? {} : { ':readQuantities': besideDetails }),
        },
      },
      failure: () => new MovedMeanwhile(),
    },
    ...(inOwnChunk === undefined
      ? []
      : [
          {
            Update: {
              TableName: tableName(),
              Key: quantitiesKey,
              UpdateExpression: 'REMOVE #quantities',
              ConditionExpression: '#quantities = :read',
              ExpressionAttributeNames: { '#quantities': quantitiesName(productId) },
              ExpressionAttributeValues: { ':read': inOwnChunk },
            },
            failure: () => new MovedMeanwhile(),
          },
        ]),
    ...batchWriteSteps([
      {
        key: stockChunkKey(companyId, productId),
        sets: { [quantitiesName(productId)]: JSON.stringify(quantities) },
        seen: { name: quantitiesName(productId), stored: undefined },
      },
    ]),
  ];
  await transact(steps);
}

/** Moves the batches of products kept in an older layout to the strings of today's. */
export async function moveLegacyBatches(companyId: string, productIds: string[]): Promise<void> {
  for (const productId of productIds) {
    try {
      await moveProduct(companyId, productId);
    } catch (error) {
      // Another reader moved them first: the caller reads them again either way.
      if (!(error instanceof MovedMeanwhile)) throw error;
    }
  }
}
