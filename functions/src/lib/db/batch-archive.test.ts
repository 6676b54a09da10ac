import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { StockBatch } from '@app/shared/catalogue/batches';
import { archiveBatches, readArchivedBatches, withArchived } from './batch-archive';
import { batchMove, readBatchStates, readProductBatches, retryingBatches } from './batch-chunks';
import { postingSteps, type Contribution } from './contributions';
import { transact } from './transact';

const companyId = randomUUID();

const EXPIRY = { P2401: '2026-08-31', P2407: '2027-06-30' } as const;
type Key = keyof typeof EXPIRY;

const product = (id: string) => ({ id, name: 'Paracetamol 500 mg' });
/** A voucher line's move of one batch, as the voucher engine contributes it. */
const move = (productId: string, batch: Key, quantity: number) =>
  batchMove(companyId, product(productId), { key: batch, number: batch, expiry: EXPIRY[batch], mrp: 300 }, quantity);

/** Writes batch moves as a voucher does: from the batches as read, read again on losing a race. */
function write(before: Contribution[], after: Contribution[]): Promise<void> {
  const productIds = [...before, ...after].flatMap((entry) => (entry.kind === 'batch' ? [entry.productId] : []));
  return retryingBatches(async () => {
    await transact(postingSteps(before, after, await readBatchStates(companyId, productIds)));
  });
}
const post = (...moves: Contribution[]) => write([], moves);
const soldOut = (batch: Key): StockBatch => ({
  key: batch,
  number: batch,
  expiry: EXPIRY[batch],
  mfg: null,
  mrp: 300,
  quantity: 0,
});
const live = async (productId: string) =>
  ((await readProductBatches(companyId, [productId])).get(productId) ?? []).map((batch) => [batch.key, batch.quantity]);
const archived = async (productId: string) => (await readArchivedBatches(companyId, [productId])).get(productId) ?? [];

async function productWith(...moves: [Key, number][]) {
  const productId = randomUUID();
  await post(...moves.map(([batch, quantity]) => move(productId, batch, quantity)));
  return productId;
}

describe('the archive of sold-out batches on DynamoDB Local', () => {
  it('moves a batch at zero out of its chunk into the product archive, details kept', async () => {
    const productId = await productWith(['P2401', 100_000], ['P2407', 200_000]);
    await post(move(productId, 'P2401', -100_000));
    expect(await archiveBatches(companyId, productId, [soldOut('P2401')])).toEqual(['P2401']);
    expect(await live(productId)).toEqual([['P2407', 200_000]]);
    expect(await archived(productId)).toEqual([soldOut('P2401')]);
  });

  it('leaves a batch that a voucher restocked before the archive got to it, and archives the others', async () => {
    const productId = await productWith(['P2401', 10_000], ['P2407', 20_000]);
    await post(move(productId, 'P2401', -10_000), move(productId, 'P2407', -20_000));
    // Both were seen at zero; a purchase puts 5 back into P2401 before the archive writes.
    await post(move(productId, 'P2401', 5_000));
    expect(await archiveBatches(companyId, productId, [soldOut('P2401'), soldOut('P2407')])).toEqual(['P2407']);
    expect((await readProductBatches(companyId, [productId])).get(productId)).toEqual([
      { ...soldOut('P2401'), quantity: 5_000 },
    ]);
  });

  it('never loses a restock racing the archive, whichever writes first', async () => {
    const productId = await productWith(['P2401', 10_000]);
    await post(move(productId, 'P2401', -10_000));
    await Promise.all([
      archiveBatches(companyId, productId, [soldOut('P2401')]),
      post(move(productId, 'P2401', 3_000)),
    ]);
    const batches = (await readProductBatches(companyId, [productId])).get(productId);
    expect(batches).toEqual([{ ...soldOut('P2401'), quantity: 3_000 }]);
  });

  it('takes an archived batch back into its chunk with its details when stock comes in again', async () => {
    const productId = await productWith(['P2401', 10_000]);
    await post(move(productId, 'P2401', -10_000));
    await archiveBatches(companyId, productId, [soldOut('P2401')]);
    expect(await live(productId)).toEqual([]);
    // A sale reversed (its take undone) carries the batch's details like a purchase does.
    await write([move(productId, 'P2401', -4_000)], []);
    const batches = (await readProductBatches(companyId, [productId])).get(productId) ?? [];
    expect(batches).toEqual([{ ...soldOut('P2401'), quantity: 4_000 }]);
    expect(withArchived(batches, await archived(productId))).toEqual([{ ...soldOut('P2401'), quantity: 4_000 }]);
  });
});
