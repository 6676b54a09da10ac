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

/** Every item of a partition whose sort key starts with a prefix, all pages, as records. */
export const queryPrefix = <T>(pk: string, skPrefix: string, consistent = true): Promise<T[]> =>
  queryRecords<T>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
    ConsistentRead: consistent,
  });

/** Every item of a partition whose sort key is between `from` and `to` (inclusive), all pages, as records. */
export const queryBetween = <T>(pk: string, from: string, to: string, consistent = true): Promise<T[]> =>
  queryRecords<T>({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': pk, ':from': from, ':to': to },
    ConsistentRead: consistent,
  });
