import { ACCOUNT_DISABLED, ADMIN_MFA_REQUIRED, NOT_ADMIN_ROUTE } from '@app/shared/auth/messages';
import type { AccessRecord } from '#lib/db/access';
import { ForbiddenError } from '#lib/errors';
import { callerAccess } from './caller-access';
import type { Caller } from './types';

export const ADMIN_GROUP = 'admin';

const isAdmin = (access: AccessRecord) => !access.disabled && access.admin === true;

/** A member of the admin group by the token and by our own record (the profile's user type, the admin sign-in). */
export async function isAdministrator(caller: Caller): Promise<boolean> {
  return caller.groups.includes(ADMIN_GROUP) && isAdmin(await callerAccess(caller.sub, isAdmin));
}

/**
 * Issue 31: an admin route needs the token's admin group and second factor (no read needed to
 * refuse without them), then our own record saying the caller is still an administrator, read as
 * every caller's access is (within a minute of a change: caller-access.ts).
 */
async function checkAdministrator(caller: Caller) {
  if (!caller.groups.includes(ADMIN_GROUP)) throw new ForbiddenError(NOT_ADMIN_ROUTE);
  if (!caller.mfa) throw new ForbiddenError(ADMIN_MFA_REQUIRED);
  const access = await callerAccess(caller.sub, isAdmin);
  if (access.disabled) throw new ForbiddenError(ACCOUNT_DISABLED);
  if (!access.admin) throw new ForbiddenError(NOT_ADMIN_ROUTE);
}

/**
 * The route option every admin route's handler passes to defineRoute (which refuses to build an
 * admin route without it). Kept out of the shared chain so no other route's bundle carries it.
 */
export const ADMIN_ONLY = { admin: checkAdministrator } as const;
