import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { StockBatch } from '@app/shared/catalogue/batches';
import type { Paise } from '@app/shared/money';
import { batchGet } from './batch';
import { chunkLabel, chunkOf } from './chunks';
import { documentClient, tableName } from './client';
import type { BatchContribution } from './contributions';

/**
 * The stock of batch-tracked products per batch (issue 18; design 3.2), packed like the stock
 * totals so that a voucher of any length touches at most 8 items: `BATCH#cc` holds per product a
 * map of batch key -> quantity (`bq#<product>`, thousandths) and a map of batch key -> its details
 * (`bd#<product>`: number as entered, expiry, manufacturing date, MRP). One product's maps are
 * read alone by projection (the product page, the batch picker); a batch costs about 60 bytes,
 * so a product with 500 batches is about 30 KB of its chunk.
 */
export const BATCH_CHUNKS = 8;

export const batchChunkKeyAt = (companyId: string, chunk: number) => ({
  pk: `COMPANY#${companyId}`,
  sk: `BATCH#${chunkLabel(chunk)}`,
});

export const batchChunkKey = (companyId: string, productId: string) =>
  batchChunkKeyAt(companyId, chunkOf(productId, BATCH_CHUNKS));

export const batchMaps = {
  quantities: (productId: string) => `bq#${productId}`,
  details: (productId: string) => `bd#${productId}`,
};

/** A batch's details as kept: [number as entered, expiry, manufacturing date, MRP in paise]. */
export type BatchDetails = [number: string, expiry: string, mfg: string | null, mrp: Paise | null];

/**
 * Creates a product's two maps if they are not there yet. Nested paths can only be written inside
 * a map that exists, so this runs before the first write that names a batch of the product (the
 * product's save when batches are switched on); it is idempotent and harmless if that write fails.
 */
export async function ensureBatchMaps(companyId: string, productId: string): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: batchChunkKey(companyId, productId),
      UpdateExpression: 'SET #q = if_not_exists(#q, :empty), #d = if_not_exists(#d, :empty)',
      ExpressionAttributeNames: { '#q': batchMaps.quantities(productId), '#d': batchMaps.details(productId) },
      ExpressionAttributeValues: { ':empty': {} },
    }),
  );
}

function batchesOf(item: Record<string, unknown> | undefined, productId: string): StockBatch[] {
  const quantities = (item?.[batchMaps.quantities(productId)] ?? {}) as Record<string, number>;
  const details = (item?.[batchMaps.details(productId)] ?? {}) as Record<string, BatchDetails>;
  return Object.entries(details).map(([key, [number, expiry, mfg, mrp]]) => ({
    key,
    number,
    expiry,
    mfg,
    mrp,
    quantity: quantities[key] ?? 0,
  }));
}

/** The batches of some products (empty ones too), read consistently, one projected read per chunk. */
export async function readProductBatches(companyId: string, productIds: string[]): Promise<Map<string, StockBatch[]>> {
  const byChunk = new Map<number, string[]>();
  for (const id of new Set(productIds)) {
    const chunk = chunkOf(id, BATCH_CHUNKS);
    byChunk.set(chunk, [...(byChunk.get(chunk) ?? []), id]);
  }
  const result = new Map<string, StockBatch[]>();
  await Promise.all(
    [...byChunk].map(async ([chunk, ids]) => {
      const names = Object.fromEntries(
        ids.flatMap((id, index) => [
          [`#q${index}`, batchMaps.quantities(id)],
          [`#d${index}`, batchMaps.details(id)],
        ]),
      );
      const { Item } = await documentClient().send(
        new GetCommand({
          TableName: tableName(),
          Key: batchChunkKeyAt(companyId, chunk),
          ProjectionExpression: Object.keys(names).join(', '),
          ExpressionAttributeNames: names,
          ConsistentRead: true,
        }),
      );
      for (const id of ids) result.set(id, batchesOf(Item, id));
    }),
  );
  return result;
}

/** Every batch of the company by product (the Expiring tab and the daily expiry check): 8 reads. */
export async function readAllBatches(companyId: string): Promise<Map<string, StockBatch[]>> {
  const items = await batchGet(
    Array.from({ length: BATCH_CHUNKS }, (_, chunk) => batchChunkKeyAt(companyId, chunk)),
    true,
  );
  const result = new Map<string, StockBatch[]>();
  for (const item of items) {
    for (const name of Object.keys(item)) {
      if (!name.startsWith('bd#')) continue;
      const productId = name.slice(3);
      result.set(productId, batchesOf(item, productId));
    }
  }
  return result;
}

/** A batch as a voucher line or a product's opening stock names it. */
export interface BatchRef {
  key: string;
  number: string;
  expiry: string;
  mfg?: string | null;
  mrp?: Paise | null;
}

/** `quantity` (thousandths, negative to take) of a product's batch, as a contribution to its chunk. */
export const batchMove = (
  companyId: string,
  product: { id: string; name: string },
  batch: BatchRef,
  quantity: number,
): BatchContribution => ({
  kind: 'batch',
  key: batchChunkKey(companyId, product.id),
  quantities: batchMaps.quantities(product.id),
  details: batchMaps.details(product.id),
  batch: batch.key,
  quantity,
  detail: [batch.number, batch.expiry, batch.mfg ?? null, batch.mrp ?? null] satisfies BatchDetails,
  label: `${batch.number} of ${product.name}`,
});
