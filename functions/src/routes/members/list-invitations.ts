import { listInvitations } from '@app/shared/api/routes/members/list-invitations';
import { listCompanyInvitations } from '#lib/companies/invitations';
import { memberCompany } from '#lib/companies/member-company';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** The company's invitations and where each stands (owners only: manage_members). */
export const handler = defineRoute(listInvitations, COMPANY_IN_QUERY, async ({ membership }) => ({
  data: await listCompanyInvitations(await memberCompany(membership)),
}));
