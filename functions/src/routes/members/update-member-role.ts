import { updateMemberRole } from '@app/shared/api/routes/members/update-member-role';
import { memberCompany } from '#lib/companies/member-company';
import { changeMemberRole } from '#lib/companies/members';
import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** Gives a member another role; the owner keeps theirs (409). */
export const handler = defineRoute(updateMemberRole, COMPANY_IN_BODY, async ({ params, body, membership }) => ({
  message: 'Role updated successfully',
  data: await changeMemberRole(await memberCompany(membership), params.user_id, body.role),
}));
