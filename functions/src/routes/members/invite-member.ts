import { INVITATION_MESSAGES } from '@app/shared/api/invitations';
import { inviteMember } from '@app/shared/api/routes/members/invite-member';
import { requireTeam } from '#lib/billing/plan-guard';
import { sendInvitation } from '#lib/companies/invitations';
import { memberCompany } from '#lib/companies/member-company';
import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/**
 * The owner invites someone by e-mail; the invitation waits for them to accept (issue 31). The
 * reply is the same for every address: no name, no id, nothing about an account. Only on a plan
 * with a team (issue 31: 402 otherwise).
 */
export const handler = defineRoute(inviteMember, COMPANY_IN_BODY, async ({ caller, body, membership }) => {
  const company = await memberCompany(membership);
  await requireTeam(company.user_id);
  await sendInvitation(company, caller.sub, body);
  return { statusCode: 201, message: INVITATION_MESSAGES.sent, data: { status: 'pending' as const } };
});
