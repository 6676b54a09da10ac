import { listMembers } from '@app/shared/api/routes/members/list-members';
import { memberCompany } from '#lib/companies/member-company';
import { listCompanyMembers } from '#lib/companies/members';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** The company's members and their roles (owners only: manage_members). */
export const handler = defineRoute(listMembers, COMPANY_IN_QUERY, async ({ membership }) => ({
  data: await listCompanyMembers(await memberCompany(membership)),
}));
