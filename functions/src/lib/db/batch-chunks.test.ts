import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  batchChunkKey,
  batchMaps,
  batchMove,
  batchQuantitiesKey,
  ensureBatchMaps,
  readAllBatches,
  readProductBatches,
} from './batch-chunks';
import { documentClient, tableName } from './client';
import { postingSteps, type Contribution } from './contributions';
import { transact } from './transact';

const companyId = randomUUID();

/** A voucher line's move of one batch, as the voucher engine contributes it. */
const move = (productId: string, batch: string, quantity: number): Contribution[] =>
  batchMove(
    companyId,
    { id: productId, name: 'Paracetamol 500 mg' },
    { key: batch, number: batch, expiry: '2026-08-31', mrp: 300 },
    quantity,
  );

const post = (before: Contribution[][], after: Contribution[][]) => transact(postingSteps(before.flat(), after.flat()));

const quantityOf = async (productId: string, batch: string) =>
  (await readProductBatches(companyId, [productId])).get(productId)?.find((entry) => entry.key === batch)?.quantity;

describe('batch chunks on DynamoDB Local', () => {
  it('adds to a batch inside the product map, keeps its details, and never lets it go below zero', async () => {
    const productId = randomUUID();
    await ensureBatchMaps(companyId, productId);
    await ensureBatchMaps(companyId, productId);
    await post([], [move(productId, 'P2401', 100_000)]);
    await post([], [move(productId, 'P2401', -30_000)]);
    expect(await quantityOf(productId, 'P2401')).toBe(70_000);
    await expect(post([], [move(productId, 'P2401', -80_000)])).rejects.toThrow(
      'Not enough stock left in batch P2401 of Paracetamol 500 mg; reload and pick again',
    );
    expect(await quantityOf(productId, 'P2401')).toBe(70_000);
    // An edit moving 20 from one batch to another nets each batch.
    await post([move(productId, 'P2401', -30_000)], [move(productId, 'P2401', -10_000), move(productId, 'P2407', -0)]);
    expect(await quantityOf(productId, 'P2401')).toBe(90_000);
    const [batch] = (await readAllBatches(companyId)).get(productId) ?? [];
    expect(batch).toEqual({
      key: 'P2401',
      number: 'P2401',
      expiry: '2026-08-31',
      mfg: null,
      mrp: 300,
      quantity: 90_000,
    });
  });

  it('lets one of two sales of the last 10 of a batch through', async () => {
    const productId = randomUUID();
    await ensureBatchMaps(companyId, productId);
    await post([], [move(productId, 'P2312', 10_000)]);
    const results = await Promise.allSettled([
      post([], [move(productId, 'P2312', -10_000)]),
      post([], [move(productId, 'P2312', -10_000)]),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await quantityOf(productId, 'P2312')).toBe(0);
  });
});

describe('where a batch move writes', () => {
  const productId = randomUUID();
  const keysOf = (before: Contribution[][], after: Contribution[][]) =>
    postingSteps(before.flat(), after.flat()).map((step) => String(step.Update?.Key?.sk).slice(0, -2));

  it('writes a sale to the small item of quantities alone', () => {
    expect(keysOf([], [move(productId, 'P2401', -5_000)])).toEqual(['BATCHQ#']);
  });

  it('writes stock coming in to the quantities and the details', () => {
    expect(keysOf([], [move(productId, 'P2401', 5_000)])).toEqual(['BATCHQ#', 'BATCH#']);
    // A sale cancelled puts its stock back, details included (the batch may have been archived).
    expect(keysOf([move(productId, 'P2401', -5_000)], [])).toEqual(['BATCHQ#', 'BATCH#']);
  });
});

describe('batch quantities kept in the batch chunk before 27 November 2026', () => {
  it('are moved to their own chunk the first time they are read, and selling from them then works', async () => {
    const productId = randomUUID();
    const legacyKey = batchChunkKey(companyId, productId);
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...legacyKey,
          [batchMaps.quantities(productId)]: { P2401: 40_000, P2407: 0 },
          [batchMaps.details(productId)]: {
            P2401: ['P2401', '2026-08-31', null, 300],
            P2407: ['P2407', '2027-06-30', '2025-07-01', 450],
          },
        },
      }),
    );
    expect((await readProductBatches(companyId, [productId])).get(productId)).toEqual([
      { key: 'P2401', number: 'P2401', expiry: '2026-08-31', mfg: null, mrp: 300, quantity: 40_000 },
      { key: 'P2407', number: 'P2407', expiry: '2027-06-30', mfg: '2025-07-01', mrp: 450, quantity: 0 },
    ]);
    const stored = async (key: { pk: string; sk: string }) =>
      (await documentClient().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;
    expect((await stored(legacyKey))?.[batchMaps.quantities(productId)]).toBeUndefined();
    expect((await stored(batchQuantitiesKey(companyId, productId)))?.[batchMaps.quantities(productId)]).toEqual({
      P2401: 40_000,
      P2407: 0,
    });
    await post([], [move(productId, 'P2401', -15_000)]);
    expect(await quantityOf(productId, 'P2401')).toBe(25_000);
  });
});
