import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ACCESS_SK } from './access';
import { batchDelete } from './batch';
import { documentClient, tableName } from './client';
import { deleteCompany, getCompany } from './companies';
import { listMemberships, membershipKey } from './memberships';

/**
 * Every item keyed under the user (profile, memberships, notices), for deletion; not the access
 * record, which refuses the deleted account's remaining tokens until it expires (db/access.ts).
 */
async function userItemKeys(userId: string): Promise<{ pk: string; sk: string }[]> {
  const keys: { pk: string; sk: string }[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `USER#${userId}` },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: startKey,
      }),
    );
    keys.push(...((page.Items ?? []) as { pk: string; sk: string }[]).filter((key) => key.sk !== ACCESS_SK));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return keys;
}

/**
 * Removes a user's data: the companies they own are deleted (unreachable at once, their books kept
 * for the statutory period, see docs/decisions.md), then their profile, memberships and notices
 * are erased.
 */
export async function removeUserData(userId: string) {
  for (const membership of await listMemberships(userId)) {
    const company = membership.role === 'owner' ? await getCompany(membership.company_id) : undefined;
    if (company) await deleteCompany(company, userId);
  }
  const keys = [
    ...(await userItemKeys(userId)),
    ...(await listMemberships(userId)).map((m) => membershipKey(userId, m.company_id)),
  ];
  await batchDelete(keys);
}
