import { ConflictError } from '#lib/errors';
import { tableName } from './client';
import { transact, type Step } from './transact';

/**
 * Until 2026-11-27 a product's batch quantities (`bq#<product>`) were kept beside their details in
 * its `BATCH#cc` chunk; they now have chunks of their own, `BATCHQ#cc` with the same number
 * (batch-chunks.ts). Books written before are moved the first time their batches are read, which
 * every write naming a batch does first (the posting context, a product's save, the archive), so
 * no job has to run at deploy.
 */
const LEGACY_PREFIX = 'bq#';

/** Products per transaction: the old chunk's condition names each map, inside DynamoDB's 4 KB. */
const PER_MOVE = 40;

type Item = Record<string, unknown>;

const movedAway = () =>
  new ConflictError('The batches of a product were being changed at the same time; please try again');

/**
 * One transaction: the maps leave the old chunk on condition they are as read (so no write in
 * between is lost) and are set in the quantities chunk, where a map made by a product's save since
 * (empty) gives way.
 */
function moveSteps(item: Item, productIds: string[]): Step[] {
  const names = Object.fromEntries(productIds.map((id, index) => [`#q${index}`, `${LEGACY_PREFIX}${id}`]));
  const values = Object.fromEntries(productIds.map((id, index) => [`:q${index}`, item[`${LEGACY_PREFIX}${id}`]]));
  const placeholders = productIds.map((_, index) => `#q${index}`);
  return [
    {
      Update: {
        TableName: tableName(),
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: `REMOVE ${placeholders.join(', ')}`,
        ConditionExpression: placeholders.map((name, index) => `${name} = :q${index}`).join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
      failure: movedAway,
    },
    {
      Update: {
        TableName: tableName(),
        Key: { pk: item.pk, sk: String(item.sk).replace(/^BATCH#/, 'BATCHQ#') },
        UpdateExpression: `SET ${placeholders.map((name, index) => `${name} = :q${index}`).join(', ')}`,
        ConditionExpression: placeholders
          .map((name) => `(attribute_not_exists(${name}) OR size(${name}) = :none)`)
          .join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ...values, ':none': 0 },
      },
      failure: movedAway,
    },
  ];
}

/**
 * Moves the quantities that `BATCH#` chunks among `items` (as read, projected or whole) still hold
 * to their quantities chunks. Says whether it moved any, for the reader to read again.
 */
export async function moveLegacyQuantities(items: Item[]): Promise<boolean> {
  let moved = false;
  for (const item of items) {
    if (!String(item.sk).startsWith('BATCH#')) continue;
    const productIds = Object.keys(item).flatMap((name) =>
      name.startsWith(LEGACY_PREFIX) ? [name.slice(LEGACY_PREFIX.length)] : [],
    );
    for (let start = 0; start < productIds.length; start += PER_MOVE) {
      await transact(moveSteps(item, productIds.slice(start, start + PER_MOVE)));
      moved = true;
    }
  }
  return moved;
}
