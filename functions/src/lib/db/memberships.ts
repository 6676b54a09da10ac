import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '@app/shared/api/permissions';
import { documentClient, tableName } from './client';
import { asRecord } from './items';
import { sortKeyPrefix } from './query-all';

/**
 * A user's membership of a company. It carries the company's summary so the user's company list
 * (the switcher) is one Query, and it is what the tenant guard reads on every company route.
 */
export interface Membership {
  user_id: string;
  company_id: string;
  company_name: string;
  image_key: string | null;
  financial_year_start: string;
  /** What the member may do in the company (issue 20). */
  role: Role;
  joined_at: string;
}

export const membershipKey = (userId: string, companyId: string) => ({
  pk: `USER#${userId}`,
  sk: `COMPANY#${companyId}`,
});

/** The membership as an item, with its reverse key (members of a company) on the byCompany index. */
export const membershipItem = (membership: Membership) => ({
  ...membershipKey(membership.user_id, membership.company_id),
  gsi1pk: `COMPANY#${membership.company_id}`,
  gsi1sk: `MEMBER#${membership.user_id}`,
  entity: 'membership',
  ...membership,
});

export async function getMembership(userId: string, companyId: string): Promise<Membership | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: membershipKey(userId, companyId) }),
  );
  return asRecord(Item) as Membership | undefined;
}

export async function listMemberships(userId: string): Promise<Membership[]> {
  const memberships: Membership[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        ...sortKeyPrefix(`USER#${userId}`, 'COMPANY#'),
        ExclusiveStartKey: startKey,
      }),
    );
    memberships.push(...(page.Items ?? []).flatMap((item) => (asRecord(item) as Membership | undefined) ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  // Keys are random ids; the switcher lists companies in the order the user joined them.
  return memberships.sort((a, b) => a.joined_at.localeCompare(b.joined_at));
}
