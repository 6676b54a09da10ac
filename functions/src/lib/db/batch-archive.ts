import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { StockBatch } from '@app/shared/catalogue/batches';
import { batchGet } from './batch';
import {
  batchWrites,
  batchWriteSteps,
  NO_BATCHES,
  readBatchStates,
  retryingBatches,
  type BatchDetails,
} from './batch-chunks';
import { documentClient, tableName } from './client';
import { transact } from './transact';

/**
 * Sold-out batches leave the batch chunks for an archive item per product (`BATCHARC#<product>`,
 * design 3.2), so the chunks hold live batches only and do not outgrow DynamoDB's 400 KB as a
 * pharmacy restocks month after month. The archive keeps each batch's details, one attribute per
 * batch (`b#<batch key>`: a nested map would have to exist before its first entry could be set),
 * for the product's batches when sold-out ones are asked for, and for the rule that a known batch
 * keeps its expiry. Nothing is moved back: stock coming in re-creates a batch's details in its
 * chunk from the voucher line (contributions.ts), and a chunk entry wins over an archived one.
 */
export const batchArchiveKey = (companyId: string, productId: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `BATCHARC#${productId}`,
});

const ENTRY_PREFIX = 'b#';

/** Batches per write, so that each expression stays well inside DynamoDB's 4 KB. */
const PER_WRITE = 50;

/** The archived batches of some products (quantity 0), read consistently. */
export async function readArchivedBatches(companyId: string, productIds: string[]): Promise<Map<string, StockBatch[]>> {
  const items = await batchGet(
    [...new Set(productIds)].map((id) => batchArchiveKey(companyId, id)),
    true,
  );
  return new Map(
    items.map((item) => [
      String(item.sk).slice('BATCHARC#'.length),
      Object.entries(item)
        .filter(([name]) => name.startsWith(ENTRY_PREFIX))
        .map(([name, details]) => {
          const [number, expiry, mfg, mrp] = details as BatchDetails;
          return { key: name.slice(ENTRY_PREFIX.length), number, expiry, mfg, mrp, quantity: 0 };
        }),
    ]),
  );
}

/** A product's live batches and, after them, its archived ones that are not live again. */
export function withArchived(live: StockBatch[], archived: StockBatch[]): StockBatch[] {
  const keys = new Set(live.map((batch) => batch.key));
  return [...live, ...archived.filter((batch) => !keys.has(batch.key))];
}

async function keepInArchive(companyId: string, productId: string, batches: StockBatch[]) {
  const names: Record<string, string> = { '#entity': 'entity', '#product': 'product_id' };
  const values: Record<string, unknown> = { ':entity': 'batch-archive', ':product': productId };
  batches.forEach((batch, index) => {
    names[`#b${index}`] = `${ENTRY_PREFIX}${batch.key}`;
    values[`:b${index}`] = [batch.number, batch.expiry, batch.mfg, batch.mrp] satisfies BatchDetails;
  });
  const sets = batches.map((_, index) => `#b${index} = :b${index}`);
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: batchArchiveKey(companyId, productId),
      UpdateExpression: `SET #entity = :entity, #product = :product, ${sets.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    }),
  );
}

/**
 * Removes batches from the product's strings if each still holds nothing, held to the batches as
 * read, so no batch is left with stock and no details. A voucher that put stock back in the
 * meantime wins, and its batch stays. Returns the keys removed.
 */
const removeIfStillEmpty = (companyId: string, productId: string, keys: string[]): Promise<string[]> =>
  retryingBatches(async () => {
    const seen = (await readBatchStates(companyId, [productId])).get(productId) ?? NO_BATCHES;
    const empty = keys.filter((key) => seen.quantities[key] === 0);
    if (empty.length === 0) return [];
    const without = <T>(entries: Record<string, T>) =>
      Object.fromEntries(Object.entries(entries).filter(([key]) => !empty.includes(key)));
    const next = { quantities: without(seen.quantities), details: without(seen.details) };
    await transact(batchWriteSteps(batchWrites(companyId, productId, seen, next)));
    return empty;
  });

/**
 * Moves a product's sold-out batches to its archive: the details are written there first, then
 * the batches are removed from its strings if they still hold nothing. The archive's write is a plain
 * one ahead of the removal's transaction (which bills twice): an archive entry whose batch stayed
 * is harmless, as the live entry wins. Returns the keys of the batches that left the strings.
 */
export async function archiveBatches(companyId: string, productId: string, batches: StockBatch[]): Promise<string[]> {
  const archived: string[] = [];
  for (let start = 0; start < batches.length; start += PER_WRITE) {
    const group = batches.slice(start, start + PER_WRITE);
    await keepInArchive(companyId, productId, group);
    archived.push(
      ...(await removeIfStillEmpty(
        companyId,
        productId,
        group.map((batch) => batch.key),
      )),
    );
  }
  return archived;
}
