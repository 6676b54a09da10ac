import { ForbiddenError, UnauthorizedError } from '#lib/errors';
import type { RouteDefinition } from '@app/shared/api/route';
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
  // API Gateway hands every claim over as a string ('true'); a direct invocation may keep the boolean.
  const verified = claims?.email_verified;
  return {
    sub,
    email: typeof email === 'string' ? email : undefined,
    emailVerified: verified === true || verified === 'true',
    groups: parseGroups(claims?.['cognito:groups']),
  };
}

/** Puts the verified caller on the context; enforces the route's auth rule (401 / 403). */
export function identifyCaller(auth: RouteDefinition['auth']): HttpMiddleware {
  return {
    before: ({ event, context }) => {
      const caller = callerFromClaims(jwtClaims(event));
      if (!caller) {
        if (auth === 'public') return;
        throw new UnauthorizedError();
      }
      if (auth === 'admin' && !caller.groups.includes(ADMIN_GROUP)) {
        throw new ForbiddenError('This action needs an administrator account.');
      }
      context.caller = caller;
    },
  };
}
