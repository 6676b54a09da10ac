import { getCurrentUser } from '@app/shared/api/routes/auth/get-current-user';
import { listMemberships } from '#lib/db/memberships';
import { getUser } from '#lib/db/users';
import { NotFoundError } from '#lib/errors';
import { defineRoute } from '#lib/http/define-route';
import { presentUser } from '#lib/presenters/user';

export const USER_NOT_FOUND = 'User profile not found';

/** The signed-in user's profile (created by the PostConfirmation trigger) and their companies. */
export const handler = defineRoute(getCurrentUser, {}, async ({ caller }) => {
  const [user, memberships] = await Promise.all([getUser(caller.sub), listMemberships(caller.sub)]);
  if (!user) throw new NotFoundError(USER_NOT_FOUND);
  return { data: [await presentUser(user, memberships, caller)] };
});
