import { getCompany, type CompanyRecord } from '#lib/db/companies';
import type { Membership } from '#lib/db/memberships';
import { ForbiddenError, NotFoundError } from '#lib/errors';
import { COMPANY_NOT_FOUND } from '#lib/http/middleware/guard-company';

/**
 * The company behind a membership the guard has checked, for changes only its owner may make
 * (edit, delete): a deleted company is a 404; a member who does not own it gets 403.
 */
export async function ownedCompany(membership: Membership, action: string): Promise<CompanyRecord> {
  const company = await getCompany(membership.company_id);
  if (!company) throw new NotFoundError(COMPANY_NOT_FOUND);
  if (membership.role !== 'owner') throw new ForbiddenError(`Only the company's owner can ${action} it.`);
  return company;
}
