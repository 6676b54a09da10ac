import { ACCOUNT_DISABLED } from '@app/shared/auth/messages';
import { MFA_CLAIM, MFA_TOTP } from '@app/shared/auth/mfa';
import type { RouteDefinition } from '@app/shared/api/route';
import type { AccessRecord } from '#lib/db/access';
import { ForbiddenError, UnauthorizedError } from '#lib/errors';
import { callerAccess } from '../caller-access';
import type { Caller, HttpEvent, HttpMiddleware } from '../types';

type Claims = Record<string, unknown>;

function jwtClaims(event: HttpEvent): Claims | undefined {
  const context = event.requestContext as { authorizer?: { jwt?: { claims?: Claims } } };
  return context.authorizer?.jwt?.claims;
}

/**
 * API Gateway's JWT authorizer flattens array claims into one string, '[admin sales]'; a Lambda
 * invoked directly (tests) may see the real array. Both become a list of group names.
 */
export const parseGroups = (claim: string | string[] | undefined): string[] =>
  // An array reads 'admin,sales' as a string.
  String(claim ?? '')
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);

export function callerFromClaims(claims: Claims | undefined): Caller | undefined {
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub === '') return undefined;
  // API Gateway hands every claim over as a string ('true'); a direct invocation may keep the boolean.
  const verified = claims?.email_verified;
  return {
    sub,
    email: claims?.email as string | undefined,
    emailVerified: verified === true || verified === 'true',
    groups: parseGroups(claims?.['cognito:groups'] as string | string[] | undefined),
    mfa: claims?.[MFA_CLAIM] === MFA_TOTP,
  };
}

const isEnabled = (access: AccessRecord) => !access.disabled;

/** How an admin route checks its caller (http/admin-only.ts, passed in by the route). */
export type AdminCheck = (caller: Caller) => Promise<void>;

/**
 * Puts the verified caller on the context; enforces the route's auth rule (401 / 403): a signed-in
 * route refuses a disabled user, an admin route whoever its admin check refuses. Issue 31: within
 * a minute of the change (caller-access.ts), whatever the still valid token says.
 */
export function identifyCaller(auth: RouteDefinition['auth'], adminCheck?: AdminCheck): HttpMiddleware {
  return {
    before: async ({ event, context }) => {
      const caller = callerFromClaims(jwtClaims(event));
      if (!caller) {
        if (auth === 'public') return;
        throw new UnauthorizedError();
      }
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- defineRoute's type requires it on admin routes (ADMIN_ONLY)
      if (auth === 'admin') await adminCheck!(caller);
      else if (auth === 'user' && (await callerAccess(caller.sub, isEnabled)).disabled) {
        throw new ForbiddenError(ACCOUNT_DISABLED);
      }
      context.caller = caller;
    },
  };
}
