// Issue 18: do batch quantities kept inside the stock chunks (which a sale updates anyway, so
// selling a batch-tracked product writes no item more) slow the products list, which reads the 16
// stock chunks whole? Puts 16 stock chunks for 2,000 products on DynamoDB Local, then the same with
// the batch quantities of each tracked product (one with 500 batches, 200 with 5, as
// scripts/bench/batches.ts; stock-chunk-fixture.ts) as a map, and as a JSON string (today's
// layout, lib/db/batch-chunks), and times reading them as the list does (DocumentClient,
// everything unmarshalled), and the maps raw too, with only the stock attributes unmarshalled.
//   npx tsx scripts/bench/stock-chunk-batch-maps.ts
import { randomUUID } from 'node:crypto';
import { BatchGetItemCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { startBenchStack, timePaired } from './bench-kit';
import { BENCH_PRODUCTS, benchProducts } from './stock-chunk-fixture';

const RUNS = 60;

const stack = await startBenchStack(`stock-maps-bench-${randomUUID().slice(0, 8)}`);
try {
  const { documentClient, tableName } = await import('../../functions/src/lib/db/client');
  const { batchGet } = await import('../../functions/src/lib/db/batch');
  const { batchAttribute } = await import('../../functions/src/lib/db/batch-chunks');
  const { STOCK_CHUNKS, stockChunkKeyAt } = await import('../../functions/src/lib/db/stock-chunks');
  const products = benchProducts();
  const chunkItems = (companyId: string, batchesAs: 'none' | 'map' | 'string') =>
    Array.from({ length: STOCK_CHUNKS }, (_, chunk) => {
      const item: Record<string, unknown> = stockChunkKeyAt(companyId, chunk);
      for (const { id, chunk: its, totals, batches } of products) {
        if (its !== chunk) continue;
        Object.assign(item, totals);
        if (batchesAs === 'none' || !batches) continue;
        item[batchAttribute.quantities(id)] = batchesAs === 'map' ? batches : JSON.stringify(batches);
      }
      return item;
    });
  const plain = chunkItems('plain', 'none');
  const withMaps = chunkItems('maps', 'map');
  const withStrings = chunkItems('strings', 'string');
  for (const item of [...plain, ...withMaps, ...withStrings]) {
    await documentClient().send(new PutCommand({ TableName: tableName(), Item: item }));
  }
  const size = (items: Record<string, unknown>[]) => Math.round(JSON.stringify(items).length / 1024);
  const keys = (items: Record<string, unknown>[]) => items.map(({ pk, sk }) => ({ pk, sk }));

  /** The chunks read raw, each unmarshalled without its batch maps. */
  const readSkippingMaps = async (items: Record<string, unknown>[]) => {
    // The app's client (same connection settings), sent a plain DynamoDB command: nothing unmarshalled.
    const { Responses } = await documentClient().send(
      new BatchGetItemCommand({
        RequestItems: {
          [tableName()]: {
            ConsistentRead: true,
            Keys: items.map(({ pk, sk }) => ({ pk: { S: String(pk) }, sk: { S: String(sk) } })),
          },
        },
      }),
    );
    return (Responses?.[tableName()] ?? []).map((item) =>
      unmarshall(
        Object.fromEntries(Object.entries(item).filter(([name]) => !name.startsWith('bq#'))) as Record<
          string,
          AttributeValue
        >,
      ),
    );
  };

  const [today, mapsAlong] = await timePaired(
    { run: () => batchGet(keys(plain), true) },
    { run: () => batchGet(keys(withMaps), true) },
    RUNS,
  );
  const [plainAgain, stringsAlong] = await timePaired(
    { run: () => batchGet(keys(plain), true) },
    { run: () => batchGet(keys(withStrings), true) },
    RUNS,
  );
  const [todayRaw, mapsSkipped] = await timePaired(
    { run: () => readSkippingMaps(plain) },
    { run: () => readSkippingMaps(withMaps) },
    RUNS,
  );
  console.log(
    JSON.stringify(
      {
        products: BENCH_PRODUCTS,
        chunks_kb: { without_batches: size(plain), with_maps: size(withMaps), with_strings: size(withStrings) },
        runs: RUNS,
        'stock chunks, DocumentClient (as the list reads them)': { without_maps: today, with_maps: mapsAlong },
        'stock chunks, DocumentClient, quantities as strings': { without: plainAgain, with_strings: stringsAlong },
        'stock chunks, raw, batch maps left marshalled': { without_maps: todayRaw, with_maps: mapsSkipped },
      },
      null,
      2,
    ),
  );
} finally {
  await stack.stop();
}
