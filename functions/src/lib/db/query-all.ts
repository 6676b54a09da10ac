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
