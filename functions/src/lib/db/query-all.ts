import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client';
import { asRecord } from './items';

/** Every item of a partition whose sort key starts with a prefix, all pages, as records. */
export async function queryPrefix<T>(pk: string, skPrefix: string, consistent = true): Promise<T[]> {
  const records: T[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
        ExclusiveStartKey: startKey,
        ConsistentRead: consistent,
      }),
    );
    records.push(...(page.Items ?? []).map((item) => asRecord(item) as T));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return records;
}

/** Every item of a partition whose sort key is between `from` and `to` (inclusive), all pages, as records. */
export async function queryBetween<T>(pk: string, from: string, to: string, consistent = true): Promise<T[]> {
  const records: T[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': pk, ':from': from, ':to': to },
        ExclusiveStartKey: startKey,
        ConsistentRead: consistent,
      }),
    );
    records.push(...(page.Items ?? []).map((item) => asRecord(item) as T));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return records;
}
