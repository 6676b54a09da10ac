import { ACCOUNT_DISABLED, ADMIN_MFA_REQUIRED, NOT_ADMIN_ROUTE } from '@app/shared/auth/messages';
import { MFA_CLAIM, MFA_TOTP } from '@app/shared/auth/mfa';
import type { RouteDefinition } from '@app/shared/api/route';
import type { AccessRecord } from '#lib/db/access';
import { ForbiddenError, UnauthorizedError } from '#lib/errors';
import { callerAccess } from '../caller-access';
import type { Caller, HttpEvent, HttpMiddleware } from '../types';

export const ADMIN_GROUP = 'admin';

type Claims = Record<string, unknown>;

function jwtClaims(event: HttpEvent): Claims | undefined {
  const context = event.requestContext as { authorizer?: { jwt?: { claims?: Claims } } };
  return context.authorizer?.jwt?.claims;
}

/**
 * API Gateway's JWT authorizer flattens array claims into one string, '[admin sales]'; a Lambda
 * invoked directly (tests) may see the real array. Both become a list of group names.
 */
export function parseGroups(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.map(String);
  if (typeof claim !== 'string' || claim.trim() === '') return [];
  return claim
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

export function callerFromClaims(claims: Claims | undefined): Caller | undefined {
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub === '') return undefined;
  const email = claims?.email;
  return {
    sub,
    email: typeof email === 'string' ? email : undefined,
    groups: parseGroups(claims?.['cognito:groups']),
    mfa: claims?.[MFA_CLAIM] === MFA_TOTP,
  };
}

const isAdmin = (access: AccessRecord) => !access.disabled && access.admin;
const isEnabled = (access: AccessRecord) => !access.disabled;

/** A member of the admin group by the token and by our own record (the profile's user type, the admin sign-in). */
export async function isAdministrator(caller: Caller): Promise<boolean> {
  return caller.groups.includes(ADMIN_GROUP) && isAdmin(await callerAccess(caller.sub, isAdmin));
}

/**
 * Issue 31: an admin route needs the token's admin group and second factor (no read needed to
 * refuse without them), then our own record saying the caller is still an administrator.
 */
async function checkAdmin(caller: Caller) {
  if (!caller.groups.includes(ADMIN_GROUP)) throw new ForbiddenError(NOT_ADMIN_ROUTE);
  if (!caller.mfa) throw new ForbiddenError(ADMIN_MFA_REQUIRED);
  const access = await callerAccess(caller.sub, isAdmin);
  if (access.disabled) throw new ForbiddenError(ACCOUNT_DISABLED);
  if (!access.admin) throw new ForbiddenError(NOT_ADMIN_ROUTE);
}

/**
 * Puts the verified caller on the context; enforces the route's auth rule (401 / 403): a signed-in
 * route refuses a disabled user, an admin route anyone who is not an administrator with a second
 * factor. Both within a minute of the change (caller-access.ts), whatever the token says.
 */
export function identifyCaller(auth: RouteDefinition['auth']): HttpMiddleware {
  return {
    before: async ({ event, context }) => {
      const caller = callerFromClaims(jwtClaims(event));
      if (!caller) {
        if (auth === 'public') return;
        throw new UnauthorizedError();
      }
      if (auth === 'admin') await checkAdmin(caller);
      else if (auth === 'user' && !isEnabled(await callerAccess(caller.sub, isEnabled))) {
        throw new ForbiddenError(ACCOUNT_DISABLED);
      }
      context.caller = caller;
    },
  };
}
