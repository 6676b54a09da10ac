import { ADMIN_LIST_LIMIT, type AdminUser } from '@app/shared/api/admin';
import { fullName } from '@app/shared/api/users';
import { presentStanding } from '#lib/billing/plan-standing';
import { readAccess, type AccessRecord } from '#lib/db/access';
import { readDirectory } from '#lib/db/directory';
import { listMemberships } from '#lib/db/memberships';
import { readAccount, type SubscriptionRecord } from '#lib/db/subscriptions';
import { NotFoundError } from '#lib/errors';

interface Name {
  first: string;
  last: string;
}

/** A user as the console shows them: who, since when, disabled or not, their plan, their companies. */
export const presentAdminUser = (
  profile: Record<string, unknown>,
  subscription: SubscriptionRecord,
  access: AccessRecord,
  companiesOwned: number,
): AdminUser => ({
  ...presentStanding(subscription, companiesOwned).view,
  user_id: String(profile.user_id),
  name: fullName(profile.name as Name),
  email: String(profile.email),
  created_at: String(profile.created_at),
  disabled: access.disabled === true,
});

const ownedCount = async (userId: string) =>
  (await listMemberships(userId)).filter((membership) => membership.role === 'owner').length;

/** One user for the console, or 404. */
export async function adminUser(userId: string): Promise<AdminUser> {
  const [account, access, owned] = await Promise.all([readAccount(userId), readAccess(userId), ownedCount(userId)]);
  if (!account) throw new NotFoundError('User not found');
  return presentAdminUser(account.profile, account.subscription, access, owned);
}

/**
 * The users whose e-mail or name contains the search (any case), in e-mail order: the first
 * ADMIN_LIST_LIMIT with their plans and companies, and how many match.
 */
export async function listAdminUsers(search = ''): Promise<{ docs: AdminUser[]; total: number }> {
  const term = search.toLowerCase();
  const matching = (await readDirectory('USERS')).filter(
    (item) =>
      String(item.email).toLowerCase().includes(term) ||
      fullName(item.name as Name)
        .toLowerCase()
        .includes(term),
  );
  const docs = await Promise.all(matching.slice(0, ADMIN_LIST_LIMIT).map((item) => adminUser(String(item.user_id))));
  return { docs, total: matching.length };
}
