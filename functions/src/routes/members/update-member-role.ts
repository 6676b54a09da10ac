import { updateMemberRole } from '@app/shared/api/routes/members/update-member-role';
import { requireTeam } from '#lib/billing/plan-guard';
import { memberCompany } from '#lib/companies/member-company';
import { changeMemberRole } from '#lib/companies/members';
import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** Gives a member another role, on a plan with a team (issue 31: 402); the owner keeps theirs (409). */
export const handler = defineRoute(updateMemberRole, COMPANY_IN_BODY, async ({ params, body, membership }) => {
  const company = await memberCompany(membership);
  await requireTeam(company.user_id);
  return { message: 'Role updated successfully', data: await changeMemberRole(company, params.user_id, body.role) };
});
