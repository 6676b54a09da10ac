import { getCompany, type CompanyRecord } from '#lib/db/companies';
import type { Membership } from '#lib/db/memberships';
import { NotFoundError } from '#lib/errors';
import { COMPANY_NOT_FOUND } from '#lib/http/middleware/guard-company';

/**
 * The company behind a membership the guard has checked (its role included: the route's
 * permission), for changes to the company itself (edit, delete): a deleted company is a 404.
 */
export async function memberCompany(membership: Membership): Promise<CompanyRecord> {
  const company = await getCompany(membership.company_id);
  if (!company) throw new NotFoundError(COMPANY_NOT_FOUND);
  return company;
}
