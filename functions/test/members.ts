import type { Role } from '@app/shared/api/permissions';
import type { Company } from '@app/shared/companies';
import { addMember, getCompany } from '#lib/db/companies';
import type { TestUser } from './users';

/** Makes a user a member of a company with a role, as an accepted invitation does. */
export async function joinAs(company: Company, user: TestUser, role: Role) {
  const record = await getCompany(company._id);
  if (!record) throw new Error(`no company ${company._id}`);
  return addMember(record, user.sub, role);
}
