// Issue 18: what is left of a 50-line sale of batch-tracked products costing more than one of
// untracked products, and could another layout of the batch quantities take it away? Puts 16 stock
// chunks for 2,000 products on DynamoDB Local (200 tracked with 5 batches, one with 500, as
// scripts/bench/batches.ts), once per layout, and times, in turns, the part of a 50-line sale's
// transaction that differs: the Updates of the stock chunks its products are in.
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

const PRODUCTS = 2000;
const CHUNKS = 16;
const LINES = 50;
const RUNS = 60;

type Layout = 'untracked' | 'per product' | 'per product, no condition' | 'per chunk';
const LAYOUTS: Layout[] = ['untracked', 'per product', 'per product, no condition', 'per chunk'];

const stack = await startBenchStack(`batch-write-bench-${randomUUID().slice(0, 8)}`);
try {
  const { documentClient, tableName } = await import('../../functions/src/lib/db/client');
  const { chunkOf } = await import('../../functions/src/lib/db/chunks');
  const products = Array.from({ length: PRODUCTS }, () => randomUUID());
  const batchCount = (index: number) => (index === 0 ? 500 : index <= 200 ? 5 : 0);
  /** Each tracked product's quantities, batch key -> thousandths; what every layout starts from. */
  const quantitiesOf = (index: number): Record<string, number> =>
    Object.fromEntries(
      Array.from({ length: batchCount(index) }, (_, n) => [`P${String(n).padStart(4, '0')}`, 10_000_000 + n]),
    );
  const sold = products.slice(1, LINES + 1);
  const chunkKey = (pk: string, chunk: number) => ({ pk, sk: `STOCK#${String(chunk).padStart(2, '0')}` });

  /** One company's 16 stock chunks in a layout, and its quantities strings as the writer last read them. */
  async function seed(layout: Layout) {
    const pk = `COMPANY#${layout.replace(/\W+/g, '-')}`;
    const chunks = Array.from({ length: CHUNKS }, (): Record<string, unknown> => ({}));
    const perChunk = Array.from({ length: CHUNKS }, (): Record<string, Record<string, number>> => ({}));
    products.forEach((id, index) => {
      const chunk = chunkOf(id, CHUNKS);
      const item = chunks[chunk];
      const tracked = perChunk[chunk];
      if (!item || !tracked) return;
      Object.assign(item, {
        [`pq#${id}`]: 120_000_000 + index,
        [`pv#${id}`]: 1_380_000 + index,
        [`sq#${id}`]: 80_000 + index,
        [`sv#${id}`]: 1_040_000 + index,
        [`lr#${id}`]: '2026-11-20',
      });
      if (batchCount(index) === 0 || layout === 'untracked') return;
      if (layout === 'per chunk') tracked[id] = quantitiesOf(index);
      else item[`bq#${id}`] = JSON.stringify(quantitiesOf(index));
    });
    if (layout === 'per chunk') chunks.forEach((item, chunk) => (item.bq = JSON.stringify(perChunk[chunk])));
    const stored = new Map<string, string>();
    for (const [chunk, item] of chunks.entries()) {
      const key = chunkKey(pk, chunk);
      await documentClient().send(new PutCommand({ TableName: tableName(), Item: { ...item, ...key } }));
      for (const [name, value] of Object.entries(item)) {
        if (typeof value === 'string' && name.startsWith('bq')) stored.set(`${key.sk}|${name}`, value);
      }
    }
    return { pk, stored };
  }

  /** One sale: each of the 50 products' first batch gives 1 unit; the stock chunks' Updates at once. */
  function saleOf(layout: Layout, pk: string, stored: Map<string, string>) {
    return async () => {
      const byChunk = new Map<number, string[]>();
      for (const id of sold) byChunk.set(chunkOf(id, CHUNKS), [...(byChunk.get(chunkOf(id, CHUNKS)) ?? []), id]);
      const updates = [...byChunk].map(([chunk, ids]) => {
        const key = chunkKey(pk, chunk);
        const names: Record<string, string> = {};
        const values: Record<string, unknown> = {};
        const adds: string[] = [];
        const sets: string[] = [];
        const conditions: string[] = [];
        const next = new Map<string, string>();
        const setString = (attribute: string, placeholder: string, value: string, conditioned: boolean) => {
          names[placeholder] = attribute;
          values[`${placeholder.replace('#', ':')}n`] = value;
          sets.push(`${placeholder} = ${placeholder.replace('#', ':')}n`);
          if (conditioned) {
            values[`${placeholder.replace('#', ':')}o`] = stored.get(`${key.sk}|${attribute}`);
            conditions.push(`${placeholder} = ${placeholder.replace('#', ':')}o`);
          }
          next.set(`${key.sk}|${attribute}`, value);
        };
        const take = (quantities: Record<string, number>) => {
          const [first] = Object.keys(quantities);
          return first ? { ...quantities, [first]: (quantities[first] ?? 0) - 1000 } : quantities;
        };
        ids.forEach((id, n) => {
          names[`#q${n}`] = `sq#${id}`;
          names[`#v${n}`] = `sv#${id}`;
          values[`:q${n}`] = 1000;
          values[`:v${n}`] = 250;
          adds.push(`#q${n} :q${n}`, `#v${n} :v${n}`);
          if (layout === 'per product' || layout === 'per product, no condition') {
            const seen = JSON.parse(stored.get(`${key.sk}|bq#${id}`) ?? '{}') as Record<string, number>;
            setString(`bq#${id}`, `#b${n}`, JSON.stringify(take(seen)), layout === 'per product');
          }
        });
        if (layout === 'per chunk') {
          const seen = JSON.parse(stored.get(`${key.sk}|bq`) ?? '{}') as Record<string, Record<string, number>>;
          const after = { ...seen };
          for (const id of ids) after[id] = take(seen[id] ?? {});
          setString('bq', '#chunk', JSON.stringify(after), true);
        }
        return {
          next,
          update: {
            TableName: tableName(),
            Key: key,
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
    const { pk, stored } = await seed(layout);
    sales.push({ run: saleOf(layout, pk, stored) });
  }
  const timings = await timeInTurns(sales, RUNS);
  const [untracked] = timings;
  console.log(
    JSON.stringify(
      {
        products: PRODUCTS,
        lines: LINES,
        stock_chunks_written: new Set(sold.map((id) => chunkOf(id, CHUNKS))).size,
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
