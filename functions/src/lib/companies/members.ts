import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '@app/shared/api/permissions';
import { MEMBER_MESSAGES, type Member } from '@app/shared/api/members';
import { fullName } from '@app/shared/api/users';
import { batchGet } from '#lib/db/batch';
import { documentClient, tableName } from '#lib/db/client';
import { currentCompanyMove, membersOf, type CompanyRecord } from '#lib/db/companies';
import { getMembership, membershipKey, type Membership } from '#lib/db/memberships';
import { getUser, userKey, type UserRecord } from '#lib/db/users';
import { ConflictError, NotFoundError } from '#lib/errors';

/**
 * Issue 20: a company's members as its owner manages them. The owner is the user who made the
 * company (company.user_id): they keep the Owner role and cannot be removed, so a company always
 * has someone who may manage it.
 */
const presentMember = (membership: Membership, user: UserRecord | undefined): Member => ({
  user_id: membership.user_id,
  name: user ? fullName(user.name) : '',
  email: user?.email ?? '',
  role: membership.role,
  joined_at: membership.joined_at,
});

/** The members with their names and e-mails, the owner first, then in the order they joined. */
export async function listCompanyMembers(company: CompanyRecord): Promise<Member[]> {
  const memberships = await membersOf(company.company_id);
  const users = (await batchGet(memberships.map((m) => userKey(m.user_id)))) as unknown as UserRecord[];
  const byId = new Map(users.map((user) => [user.user_id, user]));
  return memberships
    .sort((a, b) => Number(b.role === 'owner') - Number(a.role === 'owner') || a.joined_at.localeCompare(b.joined_at))
    .map((membership) => presentMember(membership, byId.get(membership.user_id)));
}

/** The membership of someone other than the owner, or 404 / 409. */
async function otherMember(company: CompanyRecord, userId: string): Promise<Membership> {
  const membership = await getMembership(userId, company.company_id);
  if (!membership) throw new NotFoundError(MEMBER_MESSAGES.notFound);
  if (userId === company.user_id || membership.role === 'owner') throw new ConflictError(MEMBER_MESSAGES.owner);
  return membership;
}

export async function changeMemberRole(company: CompanyRecord, userId: string, role: Exclude<Role, 'owner'>) {
  const membership = await otherMember(company, userId);
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: membershipKey(userId, company.company_id),
      UpdateExpression: 'SET #role = :role',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':role': role },
    }),
  );
  return presentMember({ ...membership, role }, await getUser(userId));
}

/**
 * Takes a member out: their membership goes, and if this was their current company they move to
 * another of theirs (or none), in one transaction. What they posted stays in the books.
 */
export async function removeCompanyMember(company: CompanyRecord, userId: string) {
  await otherMember(company, userId);
  const move = await currentCompanyMove(userId, company.company_id);
  await documentClient().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Delete: {
            TableName: tableName(),
            Key: membershipKey(userId, company.company_id),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        ...(move ? [move.action] : []),
      ],
    }),
  );
}
