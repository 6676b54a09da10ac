import { ID_MAX_LENGTH } from '@app/shared/api/ids';
import { can, forbiddenMessage, type Permission } from '@app/shared/api/permissions';
import { getMembership, type Membership } from '#lib/db/memberships';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '#lib/errors';
import type { HttpEvent, HttpMiddleware, RouteContext } from '../types';

/** Where a route finds the id of the company it works in, e.g. { in: 'query', field: 'company_id' }. */
export interface CompanyIdLocation {
  in: keyof NonNullable<RouteContext['input']>;
  field: string;
}

export const COMPANY_NOT_FOUND = 'Company not found';

const asId = (value: unknown) => {
  if (typeof value !== 'string') return undefined;
  const id = value.trim();
  return id !== '' && id.length <= ID_MAX_LENGTH ? id : undefined;
};

/** The company id as the client sent it, before validation: query string, path or parsed body. */
function rawCompanyId(event: HttpEvent, context: RouteContext, location: CompanyIdLocation) {
  const part =
    location.in === 'query'
      ? event.queryStringParameters
      : location.in === 'params'
        ? event.pathParameters
        : context.rawBody;
  return asId((part as Record<string, unknown> | undefined)?.[location.field]);
}

/** The company id as validated. */
const parsedCompanyId = (context: RouteContext, location: CompanyIdLocation) =>
  asId((context.input?.[location.in] as Record<string, unknown> | undefined)?.[location.field]);

async function admit(context: RouteContext, companyId: string | undefined, permission: Permission | undefined) {
  if (!context.caller) throw new UnauthorizedError();
  const membership: Membership | undefined = companyId ? await getMembership(context.caller.sub, companyId) : undefined;
  if (!membership) throw new NotFoundError(COMPANY_NOT_FOUND);
  if (permission && !can(membership.role, permission)) {
    throw new ForbiddenError(forbiddenMessage(membership.role, permission));
  }
  context.membership = membership;
}

/**
 * Tenant isolation and roles (issue 20): a route that works inside a company says where its
 * company id is and what permission it needs; the caller must be a member of that company (one
 * GetItem; a foreign or unknown company is a 404, the same answer in both cases so ids cannot be
 * probed) whose role allows it (403 naming the role). Checked before the input is validated when
 * the id is there to read, so a member without the right learns nothing about the request's
 * shape, and after validation otherwise (the validated id).
 */
export function guardCompany(
  location: CompanyIdLocation | undefined,
  permission: Permission | undefined,
  stage: 'before validation' | 'after validation',
): HttpMiddleware {
  return {
    before: async ({ event, context }) => {
      if (!location || context.membership) return;
      if (stage === 'before validation') {
        const companyId = rawCompanyId(event, context, location);
        if (companyId) await admit(context, companyId, permission);
        return;
      }
      await admit(context, parsedCompanyId(context, location), permission);
    },
  };
}
