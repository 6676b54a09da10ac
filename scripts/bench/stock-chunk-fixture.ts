// The products of issue 18's scale target as the stock chunks hold them (lib/db/stock-chunks), for
// the benches that put those chunks on DynamoDB Local directly: 2,000 products, product 0 with 500
// batches, 1 to 200 with 5 each, the rest not batch-tracked (as scripts/bench/batches.ts buys them).
import { randomUUID } from 'node:crypto';
import { chunkOf } from '../../functions/src/lib/db/chunks';
import { STOCK_CHUNKS, stockAttribute } from '../../functions/src/lib/db/stock-chunks';

export const BENCH_PRODUCTS = 2000;

export interface BenchProduct {
  id: string;
  /** Its stock chunk. */
  chunk: number;
  /** Its running totals, attribute by attribute, as its stock chunk holds them. */
  totals: Record<string, unknown>;
  /** A batch-tracked product's quantities, batch key -> thousandths. */
  batches?: Record<string, number>;
}

const batchCountOf = (index: number) => (index === 0 ? 500 : index <= 200 ? 5 : 0);

/** The 2,000 products, each with fresh figures of its own. */
export function benchProducts(): BenchProduct[] {
  return Array.from({ length: BENCH_PRODUCTS }, (_, index): BenchProduct => {
    const id = randomUUID();
    const batches = batchCountOf(index);
    return {
      id,
      chunk: chunkOf(id, STOCK_CHUNKS),
      totals: {
        [stockAttribute.purchaseQty(id)]: 120_000_000 + index,
        [stockAttribute.purchaseValue(id)]: 1_380_000 + index,
        [stockAttribute.salesQty(id)]: 80_000 + index,
        [stockAttribute.salesValue(id)]: 1_040_000 + index,
        [stockAttribute.lastRestock(id)]: '2026-11-20',
      },
      ...(batches > 0
        ? {
            batches: Object.fromEntries(
              Array.from({ length: batches }, (_, n) => [`P${String(n).padStart(4, '0')}`, 10_000_000 + n]),
            ),
          }
        : {}),
    };
  });
}
