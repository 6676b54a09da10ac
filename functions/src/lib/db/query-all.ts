import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client';
import { asRecord } from './items';

type Item = Record<string, unknown>;

/**
 * The pages of one Query, in order, as raw items (keys included), each saying whether more
 * follow. The one paging loop of the data layer: a caller that has what it needs stops reading by
 * leaving its `for await`.
 */
export async function* queryPages(
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
): AsyncGenerator<{ items: Item[]; more: boolean }> {
  let startKey: Item | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: startKey }),
    );
    startKey = page.LastEvaluatedKey;
    yield { items: page.Items ?? [], more: startKey !== undefined };
  } while (startKey);
}

/** Every item a Query returns, all pages, as records. */
async function queryRecords<T>(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): Promise<T[]> {
  const records: T[] = [];
  for await (const { items } of queryPages(input)) records.push(...items.map((item) => asRecord(item) as T));
  return records;
}

/**
 * The key condition for the sort keys of a partition that start with `prefix`, written as a range
 * (`BETWEEN prefix AND prefix + U+10FFFF`, the highest code point, so no key that starts with the
 * prefix falls outside). Same items as `begins_with`, which AWS serves from the key index as well;
 * DynamoDB Local does not: its `begins_with` reads the whole partition (measured: 1.7 ms on 1,000
 * items, 14 ms on 100,000, and a 20,000-voucher company's partition is several times that), while
 * its BETWEEN stays at 1-2 ms. Merge `values` with the query's own.
 */
export function sortKeyPrefix(pk: string, prefix: string) {
  return {
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :prefix AND :prefixEnd',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix, ':prefixEnd': `${prefix}\u{10FFFF}` },
  };
}

/** Every item of a partition whose sort key starts with a prefix, all pages, as records. */
export const queryPrefix = <T>(pk: string, skPrefix: string, consistent = true): Promise<T[]> =>
  queryRecords<T>({ ...sortKeyPrefix(pk, skPrefix), ConsistentRead: consistent });

/** Every item of a partition whose sort key is between `from` and `to` (inclusive), all pages, as records. */
export const queryBetween = <T>(pk: string, from: string, to: string, consistent = true): Promise<T[]> =>
  queryRecords<T>({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': pk, ':from': from, ':to': to },
    ConsistentRead: consistent,
  });
