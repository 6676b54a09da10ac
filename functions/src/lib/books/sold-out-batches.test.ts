import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readArchivedBatches } from '#lib/db/batch-archive';
import { batchMove, readBatchStates, readProductBatches } from '#lib/db/batch-chunks';
import { postingSteps } from '#lib/db/contributions';
import { transact } from '#lib/db/transact';
import { sweepExpiringBatches } from './expiry-notices';

describe("the daily check's archive of sold-out batches", () => {
  it('archives the batches at zero that their vouchers left in the chunk, and no others', async () => {
    const companyId = randomUUID();
    const product = { id: randomUUID(), name: 'Cetirizine 10 mg' };
    const batch = (number: string) => ({ key: number, number, expiry: '2027-03-31', mfg: null, mrp: 2500 });
    // Moves written without the vouchers' after-posting work, as when a racing voucher misread them.
    const write = async (number: string, quantity: number) =>
      transact(
        postingSteps(
          [],
          [batchMove(companyId, product, batch(number), quantity)],
          await readBatchStates(companyId, [product.id]),
        ),
      );
    await write('C1', 10_000);
    await write('C2', 5_000);
    await write('C1', -10_000);
    await sweepExpiringBatches(companyId, '2026-11-26');
    expect((await readProductBatches(companyId, [product.id])).get(product.id)).toEqual([
      { ...batch('C2'), quantity: 5_000 },
    ]);
    expect((await readArchivedBatches(companyId, [product.id])).get(product.id)).toEqual([
      { ...batch('C1'), quantity: 0 },
    ]);
  });
});
