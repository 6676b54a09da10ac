import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client';

/**
 * The administrators' directory (issue 20): user profiles and companies carry keys of the sparse
 * `byDirectory` index, so the admin console lists them with a Query, never a Scan of the table.
 * One partition per kind is plenty for an admin console's reads; past some hundred thousand
 * users the key would be sharded (USERS#0..n) and the shards read in parallel.
 */
export type DirectoryKind = 'USERS' | 'COMPANIES';

export const directoryKeys = (kind: DirectoryKind, label: string, id: string) => ({
  dirpk: kind,
  dirsk: `${label.trim().toLowerCase()}#${id}`,
});

/** Every entry of one kind, in label order (e-mail for users, name for companies). */
export async function readDirectory(kind: DirectoryKind): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'byDirectory',
        KeyConditionExpression: 'dirpk = :kind',
        ExpressionAttributeValues: { ':kind': kind },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
