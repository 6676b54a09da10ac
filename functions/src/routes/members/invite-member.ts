import { MEMBER_MESSAGES } from '@app/shared/api/members';
import { inviteMember } from '@app/shared/api/routes/members/invite-member';
import { requireTeam } from '#lib/billing/plan-guard';
import { inviteMember as invite } from '#lib/companies/invitations';
import { memberCompany } from '#lib/companies/member-company';
import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/**
 * The owner invites someone by e-mail; they are e-mailed (new account) or told in their bell. Only
 * on a plan with a team (issue 31: 402 otherwise).
 */
export const handler = defineRoute(inviteMember, COMPANY_IN_BODY, async ({ caller, body, membership }) => {
  const company = await memberCompany(membership);
  await requireTeam(company.user_id);
  const invitation = await invite(company, caller.sub, body);
  return {
    statusCode: 201,
    message: invitation.account === 'created' ? MEMBER_MESSAGES.invited(body.email) : MEMBER_MESSAGES.added(body.email),
    data: invitation,
  };
});
