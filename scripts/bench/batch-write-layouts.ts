// Issue 18: what is left of a 50-line sale of batch-tracked products costing more than one of
// untracked products, and could another layout of the batch quantities take it away? Puts 16 stock
// chunks for 2,000 products on DynamoDB Local (200 tracked with 5 batches, one with 500, as
// scripts/bench/batches.ts; stock-chunk-fixture.ts), once per layout, and times, in turns, the
// part of a 50-line sale's transaction that differs: the Updates of the stock chunks its products
// are in.
// - untracked: each product's sales counters added to (ADD), as for any product;
// - per product (as built, lib/db/batch-chunks): the same, and each product's quantities string set
//   on condition it is still as read;
// - per product, no condition: the same strings set blindly, to split the cost between the writes
//   and their conditions (not safe: two counters selling one product would lose a sale's take);
// - per chunk: one quantities string per stock chunk for all its tracked products, set on one
//   condition per chunk (two counters selling different products of one chunk would then race).
//   npx tsx scripts/bench/batch-write-layouts.ts
import { randomUUID } from 'node:crypto';
import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { startBenchStack, timeInTurns } from './bench-kit';
import { BENCH_PRODUCTS, benchProducts } from './stock-chunk-fixture';

const LINES = 50;
const RUNS = 60;

type Layout = 'untracked' | 'per product' | 'per product, no condition' | 'per chunk';
const LAYOUTS: Layout[] = ['untracked', 'per product', 'per product, no condition', 'per chunk'];
/** The attribute of a stock chunk holding all its tracked products' quantities, in the 'per chunk' layout. */
const CHUNK_QUANTITIES = 'bq';

const stack = await startBenchStack(`batch-write-bench-${randomUUID().slice(0, 8)}`);
try {
  const { documentClient, tableName } = await import('../../functions/src/lib/db/client');
  const { batchAttribute } = await import('../../functions/src/lib/db/batch-chunks');
  const { STOCK_CHUNKS, stockAttribute, stockChunkKeyAt } = await import('../../functions/src/lib/db/stock-chunks');
  const products = benchProducts();
  const sold = products.slice(1, LINES + 1);

  /**
   * One company's 16 stock chunks in a layout; returns its quantities strings as the writer last
   * read them, by chunk and attribute (`<chunk>|<attribute>`).
   */
  async function seed(companyId: string, layout: Layout) {
    const chunks = Array.from({ length: STOCK_CHUNKS }, (): Record<string, unknown> => ({}));
    const perChunk = Array.from({ length: STOCK_CHUNKS }, (): Record<string, Record<string, number>> => ({}));
    for (const { id, chunk, totals, batches } of products) {
      const item = chunks[chunk];
      const tracked = perChunk[chunk];
      if (!item || !tracked) continue;
      Object.assign(item, totals);
      if (!batches || layout === 'untracked') continue;
      if (layout === 'per chunk') tracked[id] = batches;
      else item[batchAttribute.quantities(id)] = JSON.stringify(batches);
    }
    if (layout === 'per chunk') {
      chunks.forEach((item, chunk) => (item[CHUNK_QUANTITIES] = JSON.stringify(perChunk[chunk])));
    }
    const stored = new Map<string, string>();
    for (const [chunk, item] of chunks.entries()) {
      await documentClient().send(
        new PutCommand({ TableName: tableName(), Item: { ...item, ...stockChunkKeyAt(companyId, chunk) } }),
      );
      for (const [name, value] of Object.entries(item)) {
        if (typeof value === 'string' && name.startsWith(CHUNK_QUANTITIES)) stored.set(`${chunk}|${name}`, value);
      }
    }
    return stored;
  }

  /** A batch's quantities after 1 unit (1,000 thousandths) is taken from the first batch. */
  const takeOne = (quantities: Record<string, number>) => {
    const [first] = Object.keys(quantities);
    return first ? { ...quantities, [first]: (quantities[first] ?? 0) - 1000 } : quantities;
  };

  /** One sale: each of the 50 products' first batch gives 1 unit; the stock chunks' Updates at once. */
  function saleOf(layout: Layout, companyId: string, stored: Map<string, string>) {
    return async () => {
      const byChunk = new Map<number, string[]>();
      for (const { id, chunk } of sold) byChunk.set(chunk, [...(byChunk.get(chunk) ?? []), id]);
      const updates = [...byChunk].map(([chunk, ids]) => {
        const names: Record<string, string> = {};
        const values: Record<string, unknown> = {};
        const adds: string[] = [];
        const sets: string[] = [];
        const conditions: string[] = [];
        const next = new Map<string, string>();
        const setString = (attribute: string, placeholder: string, value: string, conditioned: boolean) => {
          const stem = placeholder.slice(1);
          names[placeholder] = attribute;
          values[`:${stem}n`] = value;
          sets.push(`${placeholder} = :${stem}n`);
          if (conditioned) {
            values[`:${stem}o`] = stored.get(`${chunk}|${attribute}`);
            conditions.push(`${placeholder} = :${stem}o`);
          }
          next.set(`${chunk}|${attribute}`, value);
        };
        const read = (attribute: string): unknown => JSON.parse(stored.get(`${chunk}|${attribute}`) ?? '{}');
        ids.forEach((id, n) => {
          names[`#q${n}`] = stockAttribute.salesQty(id);
          names[`#v${n}`] = stockAttribute.salesValue(id);
          values[`:q${n}`] = 1000;
          values[`:v${n}`] = 250;
          adds.push(`#q${n} :q${n}`, `#v${n} :v${n}`);
          if (layout === 'per product' || layout === 'per product, no condition') {
            const attribute = batchAttribute.quantities(id);
            const seen = read(attribute) as Record<string, number>;
            setString(attribute, `#b${n}`, JSON.stringify(takeOne(seen)), layout === 'per product');
          }
        });
        if (layout === 'per chunk') {
          const seen = read(CHUNK_QUANTITIES) as Record<string, Record<string, number>>;
          const after = { ...seen };
          for (const id of ids) after[id] = takeOne(seen[id] ?? {});
          setString(CHUNK_QUANTITIES, '#chunk', JSON.stringify(after), true);
        }
        return {
          next,
          update: {
            TableName: tableName(),
            Key: stockChunkKeyAt(companyId, chunk),
            UpdateExpression: `ADD ${adds.join(', ')}${sets.length > 0 ? ` SET ${sets.join(', ')}` : ''}`,
            ...(conditions.length > 0 ? { ConditionExpression: conditions.join(' AND ') } : {}),
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          },
        };
      });
      await documentClient().send(
        new TransactWriteCommand({ TransactItems: updates.map(({ update }) => ({ Update: update })) }),
      );
      for (const { next } of updates) for (const [name, value] of next) stored.set(name, value);
    };
  }

  const sales = [];
  for (const layout of LAYOUTS) {
    const companyId = layout.replace(/\W+/g, '-');
    sales.push({ run: saleOf(layout, companyId, await seed(companyId, layout)) });
  }
  const timings = await timeInTurns(sales, RUNS);
  const [untracked] = timings;
  console.log(
    JSON.stringify(
      {
        products: BENCH_PRODUCTS,
        lines: LINES,
        stock_chunks_written: new Set(sold.map(({ chunk }) => chunk)).size,
        runs: RUNS,
        results: Object.fromEntries(
          LAYOUTS.map((layout, n) => [
            layout,
            {
              ...timings[n],
              extra_over_untracked_ms: +((timings[n]?.median_ms ?? 0) - (untracked?.median_ms ?? 0)).toFixed(1),
            },
          ]),
        ),
      },
      null,
      2,
    ),
  );
} finally {
  await stack.stop();
}
