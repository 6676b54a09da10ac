import type { StockBatch } from '@app/shared/catalogue/batches';
import type { Paise } from '@app/shared/money';
import { ConflictError } from '#lib/errors';
import { batchGet } from './batch';
import { chunkLabel, chunkOf } from './chunks';
import type { BatchContribution, Key } from './contributions';
import { stockChunkKey } from './stock-chunks';
import { setStep, type Condition, type Step } from './transact';

/**
 * The stock of batch-tracked products per batch (issue 18; design 3.2), as two JSON strings per
 * product:
 * - `bq#<product>` in the product's stock chunk (`STOCK#cc`, stock-chunks.ts): batch key ->
 *   quantity (thousandths);
 * - `bd#<product>` in one of 8 detail chunks (`BATCH#cc`): batch key -> [number as entered, expiry,
 *   manufacturing date, MRP], written when stock comes in under a batch it does not hold yet.
 * A sale updates its products' stock chunks anyway, so selling from batches writes no item more
 * than selling untracked goods; and the products list, which reads the stock chunks whole, pays
 * nothing for the quantities there, as DynamoDB parses a string as one value where it parses a map
 * entry by entry (docs/perf.md). The price: a string cannot be added to in place, so a writer reads
 * the product's batches (a sale does anyway, to pick first-expiry-first-out), writes the strings
 * whole, on condition the quantities are still as it read them; one that lost a race reads again.
 */
export const BATCH_CHUNKS = 8;

export const batchChunkKeyAt = (companyId: string, chunk: number) => ({
  pk: `COMPANY#${companyId}`,
  sk: `BATCH#${chunkLabel(chunk)}`,
});

/** Where a product's batch details are. */
export const batchChunkKey = (companyId: string, productId: string) =>
  batchChunkKeyAt(companyId, chunkOf(productId, BATCH_CHUNKS));

export const batchAttribute = {
  quantities: (productId: string) => `bq#${productId}`,
  details: (productId: string) => `bd#${productId}`,
};

/** A batch's details as kept: [number as entered, expiry, manufacturing date, MRP in paise]. */
export type BatchDetails = [number: string, expiry: string, mfg: string | null, mrp: Paise | null];

/** A product's batches as read: what a write of them starts from. */
export interface BatchState {
  /** The quantities as stored, which a write of them is held to; undefined before the first. */
  stored?: string;
  quantities: Record<string, number>;
  details: Record<string, BatchDetails>;
}

export const NO_BATCHES: BatchState = { quantities: {}, details: {} };

/** A write of a product's batches that lost the race to another one: read them again and redo it. */
export class BatchesChanged extends ConflictError {
  constructor() {
    super('The batches of a product were being changed at the same time; please try again');
  }
}

/** Tries at a write of batches: each loses only to another write of the same batches meanwhile. */
const MAX_BATCH_ATTEMPTS = 5;

/** Runs `write` (its reads and its write) again while another write of the same batches gets in first. */
export async function retryingBatches<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!(error instanceof BatchesChanged) || attempt === MAX_BATCH_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 15 * attempt));
    }
  }
}

type Item = Record<string, unknown>;

/** A product's batches: every batch with details, at the quantity kept for it. */
export const batchesOf = ({ quantities, details }: BatchState): StockBatch[] =>
  Object.entries(details).map(([key, [number, expiry, mfg, mrp]]) => ({
    key,
    number,
    expiry,
    mfg,
    mrp,
    quantity: quantities[key] ?? 0,
  }));

/** Products per read: each read's projection names an attribute a product, inside DynamoDB's 4 KB. */
const PER_READ = 100;

/** Some attributes of each product's item, read consistently, 100 products a read. */
async function readProjected(
  productIds: string[],
  keyOf: (productId: string) => { pk: string; sk: string },
  names: ((productId: string) => string)[],
): Promise<Item> {
  const values: Item = {};
  for (let start = 0; start < productIds.length; start += PER_READ) {
    const group = productIds.slice(start, start + PER_READ);
    const keys = new Map(group.map((id) => [keyOf(id).sk, keyOf(id)]));
    const projection = Object.fromEntries(
      group.flatMap((id, index) => names.map((name, n) => [`#a${index}_${n}`, name(id)])),
    );
    const items = await batchGet([...keys.values()], true, { names: projection });
    for (const { pk: _pk, sk: _sk, ...attributes } of items) Object.assign(values, attributes);
  }
  return values;
}

const parsed = <T>(text: unknown): Record<string, T> =>
  typeof text === 'string' ? (JSON.parse(text) as Record<string, T>) : {};

/** The details of some products' batches. */
async function readDetails(companyId: string, productIds: string[]) {
  const values = await readProjected(productIds, (id) => batchChunkKey(companyId, id), [batchAttribute.details]);
  return new Map(productIds.map((id) => [id, parsed<BatchDetails>(values[batchAttribute.details(id)])]));
}

async function readQuantities(companyId: string, productIds: string[]): Promise<Map<string, BatchState>> {
  const values = await readProjected(productIds, (id) => stockChunkKey(companyId, id), [batchAttribute.quantities]);
  return new Map(
    productIds.map((id) => {
      const stored = values[batchAttribute.quantities(id)];
      return [
        id,
        typeof stored === 'string' ? { stored, quantities: parsed<number>(stored), details: {} } : NO_BATCHES,
      ];
    }),
  );
}

/** Reads that may cross a write; a batch's details never change while it is kept. */
const MAX_READS = 5;

/**
 * Both strings hold the same batches (a batch is added to both, or removed from both, in one
 * transaction, and its details never change while it is there), so two reads that crossed a write
 * show different batches.
 */
const sameBatches = (quantities: Record<string, number>, details: Record<string, BatchDetails>) => {
  const keys = Object.keys(quantities);
  return keys.length === Object.keys(details).length && keys.every((key) => key in details);
};

/** The batches of some products (none for an untracked one), read consistently. */
export async function readBatchStates(companyId: string, productIds: string[]): Promise<Map<string, BatchState>> {
  const ids = [...new Set(productIds)];
  for (let attempt = 1; attempt <= MAX_READS; attempt++) {
    const [details, quantities] = await Promise.all([readDetails(companyId, ids), readQuantities(companyId, ids)]);
    const states = new Map(
      ids.map((id): [string, BatchState] => [
        id,
        { ...(quantities.get(id) ?? NO_BATCHES), details: details.get(id) ?? {} },
      ]),
    );
    if ([...states.values()].every((state) => sameBatches(state.quantities, state.details))) return states;
  }
  throw new BatchesChanged();
}

/** The batches of some products (empty ones too), read consistently. */
export async function readProductBatches(companyId: string, productIds: string[]): Promise<Map<string, StockBatch[]>> {
  const states = await readBatchStates(companyId, productIds);
  return new Map([...states].map(([id, state]) => [id, batchesOf(state)]));
}

/**
 * Every batch of the company by product (the Expiring tab and the daily expiry check): the 8
 * detail chunks whole, which name the products, then those products' quantities.
 */
export async function readAllBatches(companyId: string): Promise<Map<string, StockBatch[]>> {
  const chunks = await batchGet(
    Array.from({ length: BATCH_CHUNKS }, (_, chunk) => batchChunkKeyAt(companyId, chunk)),
    true,
  );
  const productIds = chunks.flatMap((chunk) =>
    Object.keys(chunk).flatMap((name) => (name.startsWith('bd#') ? [name.slice('bd#'.length)] : [])),
  );
  return productIds.length > 0 ? readProductBatches(companyId, productIds) : new Map();
}

/** A batch as a voucher line or a product's opening stock names it. */
export interface BatchRef {
  key: string;
  number: string;
  expiry: string;
  mfg?: string | null;
  mrp?: Paise | null;
}

/** `quantity` (thousandths, negative to take) of a product's batch, as a voucher's contribution. */
export const batchMove = (
  companyId: string,
  product: { id: string; name: string },
  batch: BatchRef,
  quantity: number,
): BatchContribution => ({
  kind: 'batch',
  companyId,
  productId: product.id,
  batch: batch.key,
  detail: [batch.number, batch.expiry, batch.mfg ?? null, batch.mrp ?? null],
  quantity,
  label: `${batch.number} of ${product.name}`,
});

/**
 * A product's batches after some moves (net per batch, none zero): what stock comes in under a
 * batch it does not hold brings the batch's details; nothing is taken from a batch that lacks it.
 */
export function movedBatches(state: BatchState, moves: readonly BatchContribution[]): BatchState {
  const quantities = { ...state.quantities };
  const details = { ...state.details };
  const short: string[] = [];
  for (const move of moves) {
    const left = (quantities[move.batch] ?? 0) + move.quantity;
    if (left < 0) short.push(move.label);
    quantities[move.batch] = left;
    if (move.quantity > 0) details[move.batch] ??= move.detail;
  }
  if (short.length > 0) {
    throw new ConflictError(`Not enough stock left in batch ${short.join(', ')}; reload and pick again`);
  }
  return { quantities, details };
}

/** What one item gets of a write of a product's batches, and what it is held to have as read. */
export interface BatchWrite {
  key: Key;
  sets: Record<string, unknown>;
  /** `stored` undefined: the attribute is not there yet. */
  seen?: { name: string; stored: string | undefined };
}

/**
 * The writes that take a product's batches from `seen` (as read) to `next`: the quantities and the
 * version into its stock chunk on condition the version is still the one read; the details into
 * their chunk when they changed (the stock chunk's condition holds for both, in one transaction).
 */
export function batchWrites(companyId: string, productId: string, seen: BatchState, next: BatchState): BatchWrite[] {
  const writes: BatchWrite[] = [
    {
      key: stockChunkKey(companyId, productId),
      sets: {
        [batchAttribute.quantities(productId)]: JSON.stringify(next.quantities),
      },
      seen: { name: batchAttribute.quantities(productId), stored: seen.stored },
    },
  ];
  const detailsChanged =
    Object.keys(next.details).length !== Object.keys(seen.details).length ||
    Object.keys(next.details).some((key) => !(key in seen.details));
  if (detailsChanged) {
    writes.push({
      key: batchChunkKey(companyId, productId),
      sets: { [batchAttribute.details(productId)]: JSON.stringify(next.details) },
    });
  }
  return writes;
}

/** The condition that an item still holds a product's batch quantities as a writer read them. */
export const asReadCondition = (placeholder: string, value: string | undefined) =>
  value === undefined ? `attribute_not_exists(${placeholder})` : `${placeholder} = ${value}`;

/** `asReadCondition` for an Update of its own, with its name and value. */
const heldAsRead = ({ name, stored }: NonNullable<BatchWrite['seen']>): Condition => ({
  expression: asReadCondition('#seen', stored === undefined ? undefined : ':seen'),
  names: { '#seen': name },
  values: stored === undefined ? {} : { ':seen': stored },
});

/** Writes of batches alone (the archive, older books moved): one Update per item. */
export const batchWriteSteps = (writes: readonly BatchWrite[]): Step[] =>
  writes.map(({ key, sets, seen }) =>
    setStep({ ...key }, sets, seen && heldAsRead(seen), seen && (() => new BatchesChanged())),
  );
