// How long DynamoDB Local takes to read per-item report chunks (docs/reports-design.md): a year of
// month chunks for 2,000 products (8 chunks x 12 months, each holding 250 products x 5 counters,
// about 25 KB) against one chunk per financial year (8 items), by BatchGetItem and by Query.
//   npx tsx scripts/bench/chunk-reads.ts
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { startBenchStack, timeCalls } from './bench-kit';

const PRODUCTS = 2000;
const CHUNKS = 8;
const COUNTERS = ['iq', 'iv', 'oq', 'ov', 'ot'];

const stack = await startBenchStack(`chunk-bench-${randomUUID().slice(0, 8)}`);
try {
  const { documentClient, tableName } = await import('../../functions/src/lib/db/client');
  const { batchGet } = await import('../../functions/src/lib/db/batch');
  const pk = 'COMPANY#bench';
  const products = Array.from({ length: PRODUCTS }, () => randomUUID());
  const chunkItem = (sk: string, chunk: number) => {
    const item: Record<string, unknown> = { pk, sk };
    products
      .filter((_, index) => index % CHUNKS === chunk)
      .forEach((id, index) => {
        for (const counter of COUNTERS) item[`${counter}#${id}`] = 1000 + index * 37;
      });
    return item;
  };
  const months = Array.from({ length: 12 }, (_, m) => `2026-${String(((m + 3) % 12) + 1).padStart(2, '0')}`);
  const items = [
    ...months.flatMap((month) => Array.from({ length: CHUNKS }, (_, c) => chunkItem(`IMON#${c}#${month}`, c))),
    ...Array.from({ length: CHUNKS }, (_, c) => chunkItem(`IFY#${c}#2026`, c)),
  ];
  console.log(`item size about ${Math.round(JSON.stringify(items[0]).length / 1024)} KB, ${items.length} items`);
  for (let i = 0; i < items.length; i += 25) {
    await documentClient().send(
      new BatchWriteCommand({
        RequestItems: { [tableName()]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
  }
  const monthKeys = items.filter((item) => String(item.sk).startsWith('IMON#')).map((item) => ({ pk, sk: item.sk }));
  const yearKeys = items.filter((item) => String(item.sk).startsWith('IFY#')).map((item) => ({ pk, sk: item.sk }));
  const query = (chunk: number) =>
    documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': pk, ':from': `IMON#${chunk}#2026-04`, ':to': `IMON#${chunk}#2027-03` },
      }),
    );
  const rows = [
    ['12 months x 8 chunks, BatchGetItem', await timeCalls(() => batchGet(monthKeys), 20, 3)],
    [
      '12 months x 8 chunks, 8 Queries in parallel',
      await timeCalls(() => Promise.all([...Array(CHUNKS).keys()].map(query)), 20, 3),
    ],
    ['1 year x 8 chunks, BatchGetItem', await timeCalls(() => batchGet(yearKeys), 20, 3)],
  ] as const;
  console.log('| read | median (ms) | p95 (ms) |\n|---|---:|---:|');
  for (const [what, timing] of rows) console.log(`| ${what} | ${timing.median_ms} | ${timing.p95_ms} |`);
} finally {
  await stack.stop();
}
