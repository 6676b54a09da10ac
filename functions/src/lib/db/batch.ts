import { BatchGetCommand, BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client';

type Key = Record<string, unknown>;

/** Only these attributes of each item (besides its key): names by placeholder, e.g. { '#a': 'bq#p1' }. */
export interface Projection {
  names: Record<string, string>;
}

type Request = Record<
  string,
  {
    Keys: Key[];
    ConsistentRead: boolean;
    ProjectionExpression?: string;
    ExpressionAttributeNames?: Record<string, string>;
  }
>;

/**
 * GetItem for many keys: BatchGetItem in chunks of 100, retrying what DynamoDB leaves unprocessed.
 * `consistent` reads what the last write wrote (lists right after a change).
 */
export async function batchGet(
  keys: Key[],
  consistent = false,
  projection?: Projection,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  const projected = projection
    ? {
        ProjectionExpression: ['#pk', '#sk', ...Object.keys(projection.names)].join(', '),
        ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk', ...projection.names },
      }
    : {};
  for (let i = 0; i < keys.length; i += 100) {
    let request: Request = {
      [tableName()]: { Keys: keys.slice(i, i + 100), ConsistentRead: consistent, ...projected },
    };
    while (Object.keys(request).length > 0) {
      const page = await documentClient().send(new BatchGetCommand({ RequestItems: request }));
      items.push(...(page.Responses?.[tableName()] ?? []));
      request = (page.UnprocessedKeys ?? {}) as typeof request;
    }
  }
  return items;
}

/** DeleteItem for many keys: BatchWriteItem in chunks of 25, retrying what is left unprocessed. */
export async function batchDelete(keys: Key[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 25) {
    let request: Record<string, { DeleteRequest: { Key: Key } }[]> = {
      [tableName()]: keys.slice(i, i + 25).map((key) => ({ DeleteRequest: { Key: key } })),
    };
    while (Object.keys(request).length > 0) {
      const result = await documentClient().send(new BatchWriteCommand({ RequestItems: request }));
      request = (result.UnprocessedItems ?? {}) as typeof request;
    }
  }
}
