import { getMembership } from '#lib/db/memberships';
import { NotFoundError, UnauthorizedError } from '#lib/errors';
import type { HttpMiddleware, RouteContext } from '../types';

/** Where a route finds the id of the company it works in, e.g. { in: 'query', field: 'company_id' }. */
export interface CompanyIdLocation {
  in: keyof NonNullable<RouteContext['input']>;
  field: string;
}

function companyIdAt(input: NonNullable<RouteContext['input']>, location: CompanyIdLocation): string | undefined {
  const value = (input[location.in] as Record<string, unknown> | undefined)?.[location.field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export const COMPANY_NOT_FOUND = 'Company not found';

/**
 * Tenant isolation: a route that works inside a company says where its company id is; the
 * caller must be a member of that company (one GetItem). A foreign or unknown company is a 404, the
 * same answer in both cases so ids cannot be probed.
 */
export function guardCompany(location: CompanyIdLocation | undefined): HttpMiddleware {
  return {
    before: async ({ context }) => {
      if (!location || !context.input) return;
      if (!context.caller) throw new UnauthorizedError();
      const companyId = companyIdAt(context.input, location);
      const membership = companyId ? await getMembership(context.caller.sub, companyId) : undefined;
      if (!membership) throw new NotFoundError(COMPANY_NOT_FOUND);
      context.membership = membership;
    },
  };
}
