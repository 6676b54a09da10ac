import { removeMember } from '@app/shared/api/routes/members/remove-member';
import { memberCompany } from '#lib/companies/member-company';
import { removeCompanyMember } from '#lib/companies/members';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** Takes a member out of the company; the owner stays (409). */
export const handler = defineRoute(removeMember, COMPANY_IN_QUERY, async ({ params, membership }) => {
  await removeCompanyMember(await memberCompany(membership), params.user_id);
  return { message: 'Member removed successfully', data: { user_id: params.user_id } };
});
