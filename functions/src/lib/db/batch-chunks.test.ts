import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  batchAttribute,
  batchChunkKey,
  BatchesChanged,
  batchMove,
  readAllBatches,
  readBatchStates,
  readProductBatches,
  retryingBatches,
  type BatchState,
} from './batch-chunks';
import { documentClient, tableName } from './client';
import { postingSteps, type Contribution } from './contributions';
import { stockAttribute, stockChunkKey } from './stock-chunks';
import { transact } from './transact';

const companyId = randomUUID();

/** A voucher line's move of one batch, as the voucher engine contributes it. */
const move = (productId: string, batch: string, quantity: number): Contribution =>
  batchMove(
    companyId,
    { id: productId, name: 'Paracetamol 500 mg' },
    { key: batch, number: batch, expiry: '2026-08-31', mrp: 300 },
    quantity,
  );

const productsOf = (contributions: Contribution[]) =>
  contributions.flatMap((contribution) => (contribution.kind === 'batch' ? [contribution.productId] : []));

/** What the voucher engine does: reads the products' batches, writes, and reads again on losing a race. */
const post = (before: Contribution[], after: Contribution[]) =>
  retryingBatches(async () => {
    const batches = await readBatchStates(companyId, productsOf([...before, ...after]));
    await transact(postingSteps(before, after, batches));
  });

const quantityOf = async (productId: string, batch: string) =>
  (await readProductBatches(companyId, [productId])).get(productId)?.find((entry) => entry.key === batch)?.quantity;

const stored = async (key: { pk: string; sk: string }) =>
  (await documentClient().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item ?? {};

describe('batches on DynamoDB Local', () => {
  it('adds to a batch, keeps its details, and never lets it go below zero', async () => {
    const productId = randomUUID();
    await post([], [move(productId, 'P2401', 100_000)]);
    await post([], [move(productId, 'P2401', -30_000)]);
    expect(await quantityOf(productId, 'P2401')).toBe(70_000);
    await expect(post([], [move(productId, 'P2401', -80_000)])).rejects.toThrow(
      'Not enough stock left in batch P2401 of Paracetamol 500 mg; reload and pick again',
    );
    expect(await quantityOf(productId, 'P2401')).toBe(70_000);
    // An edit taking 10 instead of 30 gives 20 back.
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

  it('keeps the quantities as one string in the stock chunk, which the products list reads', async () => {
    const productId = randomUUID();
    await post([], [move(productId, 'P2401', 5_000), move(productId, 'P2407', 2_500)]);
    const chunk = await stored(stockChunkKey(companyId, productId));
    expect(chunk[batchAttribute.quantities(productId)]).toBe('{"P2401":5000,"P2407":2500}');
    expect(
      JSON.parse(String((await stored(batchChunkKey(companyId, productId)))[batchAttribute.details(productId)])),
    ).toEqual({ P2401: ['P2401', '2026-08-31', null, 300], P2407: ['P2407', '2026-08-31', null, 300] });
  });

  it('lets one of two sales of the last 10 of a batch through, and tells the other there is not enough', async () => {
    const productId = randomUUID();
    await post([], [move(productId, 'P2312', 10_000)]);
    const results = await Promise.allSettled([
      post([], [move(productId, 'P2312', -10_000)]),
      post([], [move(productId, 'P2312', -10_000)]),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refusal = results.find((result) => result.status === 'rejected');
    expect(String(refusal?.reason)).toContain('Not enough stock left in batch P2312');
    expect(await quantityOf(productId, 'P2312')).toBe(0);
  });

  it('takes both of two sales racing for one batch that has enough for both', async () => {
    const productId = randomUUID();
    await post([], [move(productId, 'P2312', 10_000)]);
    await Promise.all([
      post([], [move(productId, 'P2312', -3_000)]),
      post([], [move(productId, 'P2312', -4_000)]),
      post([], [move(productId, 'P2401', 6_000)]),
    ]);
    expect(await quantityOf(productId, 'P2312')).toBe(3_000);
    expect(await quantityOf(productId, 'P2401')).toBe(6_000);
  });

  it('refuses a write held to batches that changed after they were read', async () => {
    const productId = randomUUID();
    await post([], [move(productId, 'P2312', 10_000)]);
    const read = await readBatchStates(companyId, [productId]);
    await post([], [move(productId, 'P2312', -1_000)]);
    await expect(transact(postingSteps([], [move(productId, 'P2312', -1_000)], read))).rejects.toBeInstanceOf(
      BatchesChanged,
    );
    expect(await quantityOf(productId, 'P2312')).toBe(9_000);
  });
});

describe('where a batch move writes', () => {
  const productId = randomUUID();
  const seen: ReadonlyMap<string, BatchState> = new Map([
    [
      productId,
      {
        stored: '{"P2401":5000}',
        quantities: { P2401: 5_000 },
        details: { P2401: ['P2401', '2026-08-31', null, 300] },
      },
    ],
  ]);
  const sale: Contribution = {
    kind: 'add',
    key: stockChunkKey(companyId, productId),
    values: { [stockAttribute.salesQty(productId)]: 1_000 },
  };
  const keysOf = (before: Contribution[], after: Contribution[]) =>
    postingSteps(before, after, seen).map((step) => String(step.Update?.Key?.sk).slice(0, -2));

  it('writes a sale of a batch to the stock chunk the sale of an untracked product writes, and no other item', () => {
    expect(keysOf([], [sale, move(productId, 'P2401', -1_000)])).toEqual(['STOCK#']);
    const [step] = postingSteps([], [sale, move(productId, 'P2401', -1_000)], seen);
    expect(step?.Update?.ConditionExpression).toMatch(/^#n\d+ = :v\d+$/);
    expect(Object.values(step?.Update?.ExpressionAttributeValues ?? {})).toContain('{"P2401":5000}');
  });

  it('writes stock coming in under a new batch to the stock chunk and the details', () => {
    expect(keysOf([], [move(productId, 'P2407', 5_000)])).toEqual(['STOCK#', 'BATCH#']);
    // A sale cancelled puts its stock back; the batch is still held, so its details stay as they are.
    expect(keysOf([move(productId, 'P2401', -5_000)], [])).toEqual(['STOCK#']);
  });

  it('will not write batches it has not read', () => {
    expect(() => postingSteps([], [move(randomUUID(), 'P2401', 1_000)])).toThrow('were not read');
  });
});
