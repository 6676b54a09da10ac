import { getCurrentUser } from '@app/shared/api/routes/auth/get-current-user';
import type { UserProfile } from '@app/shared/api/users';
import { listMemberships, type Membership } from '#lib/db/memberships';
import { getUser, type UserRecord } from '#lib/db/users';
import { NotFoundError } from '#lib/errors';
import { defineRoute } from '#lib/http/define-route';

export const USER_NOT_FOUND = 'User profile not found';

function toProfile(user: UserRecord, memberships: Membership[]): UserProfile {
  return {
    _id: user.user_id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    image: user.image,
    user_type: user.user_type,
    created_at: user.created_at,
    companies: memberships.map((m) => ({
      _id: m.company_id,
      company_id: m.company_id,
      company_name: m.company_name,
      image: m.image,
      financial_year_start: m.financial_year_start,
    })),
    user_settings: user.user_settings,
  };
}

/** The signed-in user's profile (created by the PostConfirmation trigger) and their companies. */
export const handler = defineRoute(getCurrentUser, {}, async ({ caller }) => {
  const [user, memberships] = await Promise.all([getUser(caller.sub), listMemberships(caller.sub)]);
  if (!user) throw new NotFoundError(USER_NOT_FOUND);
  return { data: [toProfile(user, memberships)] };
});
