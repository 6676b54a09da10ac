import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { batchChunkKey, batchMaps, ensureBatchMaps, readAllBatches, readProductBatches } from './batch-chunks';
import { postingSteps, type Contribution } from './contributions';
import { transact } from './transact';

const companyId = randomUUID();

/** A voucher line's move of one batch, as the voucher engine contributes it. */
const move = (productId: string, batch: string, quantity: number): Contribution => ({
  kind: 'batch',
  key: batchChunkKey(companyId, productId),
  quantities: batchMaps.quantities(productId),
  details: batchMaps.details(productId),
  batch,
  quantity,
  detail: [batch, '2026-08-31', null, 300],
  label: `${batch} of Paracetamol 500 mg`,
});

const post = (before: Contribution[], after: Contribution[]) => transact(postingSteps(before, after));

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
