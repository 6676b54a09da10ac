import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { StockBatch } from '@app/shared/catalogue/batches';
import type { Paise } from '@app/shared/money';
import { batchGet } from './batch';
import { moveLegacyQuantities } from './batch-legacy';
import { chunkLabel, chunkOf } from './chunks';
import { documentClient, tableName } from './client';
import type { BatchContribution, BatchDetailsContribution } from './contributions';

/**
 * The stock of batch-tracked products per batch (issue 18; design 3.2), in two maps per product,
 * each in one of 8 chunk items (`chunkOf(product, 8)`), so a voucher of any length touches at most
 * 8 of each:
 * - `bq#<product>` in `BATCHQ#cc`: batch key -> quantity (thousandths);
 * - `bd#<product>` in `BATCH#cc`: batch key -> its details (number as entered, expiry,
 *   manufacturing date, MRP), written when stock comes in under a batch not there yet.
 * A sale moves quantities only, so it updates the small item: a batch's quantity costs about 10
 * bytes and its details about 45, and DynamoDB writes (and bills) the whole item (docs/perf.md).
 * The products list never reads either: it reads the stock chunks, which batches leave alone.
 */
export const BATCH_CHUNKS = 8;

export const batchChunkKeyAt = (companyId: string, chunk: number) => ({
  pk: `COMPANY#${companyId}`,
  sk: `BATCH#${chunkLabel(chunk)}`,
});

export const batchQuantitiesKeyAt = (companyId: string, chunk: number) => ({
  pk: `COMPANY#${companyId}`,
  sk: `BATCHQ#${chunkLabel(chunk)}`,
});

/** Where a product's batch quantities are. */
export const batchQuantitiesKey = (companyId: string, productId: string) =>
  batchQuantitiesKeyAt(companyId, chunkOf(productId, BATCH_CHUNKS));

/** Where a product's batch details are. */
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
 * Reading the product's batches first moves quantities kept in the old place (batch-legacy.ts).
 */
export async function ensureBatchMaps(companyId: string, productId: string): Promise<void> {
  await readProductBatches(companyId, [productId]);
  const ensure = (key: { pk: string; sk: string }, map: string) =>
    documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET #map = if_not_exists(#map, :empty)',
        ExpressionAttributeNames: { '#map': map },
        ExpressionAttributeValues: { ':empty': {} },
      }),
    );
  await Promise.all([
    ensure(batchQuantitiesKey(companyId, productId), batchMaps.quantities(productId)),
    ensure(batchChunkKey(companyId, productId), batchMaps.details(productId)),
  ]);
}

type Item = Record<string, unknown>;

/** A product's batches from its maps: every batch with details, at the quantity kept for it. */
function batchesOf(maps: Item, productId: string): StockBatch[] {
  const quantities = (maps[batchMaps.quantities(productId)] ?? {}) as Record<string, number>;
  const details = (maps[batchMaps.details(productId)] ?? {}) as Record<string, BatchDetails>;
  return Object.entries(details).map(([key, [number, expiry, mfg, mrp]]) => ({
    key,
    number,
    expiry,
    mfg,
    mrp,
    quantity: quantities[key] ?? 0,
  }));
}

/** Products per read: each read's projection names two maps per product, inside DynamoDB's 4 KB. */
const PER_READ = 100;

/**
 * The chunks of up to 100 products, read consistently in one BatchGetItem and projected to their
 * maps. A chunk still holding quantities in the old place has them moved, and is read again
 * (batch-legacy.ts).
 */
async function readGroup(companyId: string, productIds: string[]): Promise<Item[]> {
  const keys = new Map(
    productIds
      .flatMap((id) => [batchQuantitiesKey(companyId, id), batchChunkKey(companyId, id)])
      .map((key) => [key.sk, key]),
  );
  const names = Object.fromEntries(
    productIds.flatMap((id, index) => [
      [`#q${index}`, batchMaps.quantities(id)],
      [`#d${index}`, batchMaps.details(id)],
    ]),
  );
  const items = await batchGet([...keys.values()], true, { names });
  return (await moveLegacyQuantities(items)) ? readGroup(companyId, productIds) : items;
}

/** The maps of some products, 100 products a read. */
async function readMaps(companyId: string, productIds: string[]): Promise<Item> {
  const maps: Item = {};
  for (let start = 0; start < productIds.length; start += PER_READ) {
    const items = await readGroup(companyId, productIds.slice(start, start + PER_READ));
    for (const { pk: _pk, sk: _sk, ...attributes } of items) Object.assign(maps, attributes);
  }
  return maps;
}

/** The batches of some products (empty ones too), read consistently. */
export async function readProductBatches(companyId: string, productIds: string[]): Promise<Map<string, StockBatch[]>> {
  const ids = [...new Set(productIds)];
  const maps = await readMaps(companyId, ids);
  return new Map(ids.map((id) => [id, batchesOf(maps, id)]));
}

/** Every batch of the company by product (the Expiring tab and the daily expiry check): 16 reads. */
export async function readAllBatches(companyId: string): Promise<Map<string, StockBatch[]>> {
  const chunks = Array.from({ length: BATCH_CHUNKS }, (_, chunk) => chunk);
  const items = await batchGet(
    chunks.flatMap((chunk) => [batchQuantitiesKeyAt(companyId, chunk), batchChunkKeyAt(companyId, chunk)]),
    true,
  );
  if (await moveLegacyQuantities(items)) return readAllBatches(companyId);
  const maps = Object.assign({}, ...items) as Item;
  const productIds = Object.keys(maps).flatMap((name) => (name.startsWith('bd#') ? [name.slice('bd#'.length)] : []));
  return new Map(productIds.map((id) => [id, batchesOf(maps, id)]));
}

/** A batch as a voucher line or a product's opening stock names it. */
export interface BatchRef {
  key: string;
  number: string;
  expiry: string;
  mfg?: string | null;
  mrp?: Paise | null;
}

/**
 * `quantity` (thousandths, negative to take) of a product's batch, as contributions: to its
 * quantity, and to its details (written if the net move brings stock in and they are missing).
 */
export const batchMove = (
  companyId: string,
  product: { id: string; name: string },
  batch: BatchRef,
  quantity: number,
): [BatchContribution, BatchDetailsContribution] => [
  {
    kind: 'batch',
    key: batchQuantitiesKey(companyId, product.id),
    quantities: batchMaps.quantities(product.id),
    batch: batch.key,
    quantity,
    label: `${batch.number} of ${product.name}`,
  },
  {
    kind: 'batch-details',
    key: batchChunkKey(companyId, product.id),
    details: batchMaps.details(product.id),
    batch: batch.key,
    quantity,
    detail: [batch.number, batch.expiry, batch.mfg ?? null, batch.mrp ?? null] satisfies BatchDetails,
  },
];
