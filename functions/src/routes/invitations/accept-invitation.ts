import { INVITATION_MESSAGES } from '@app/shared/api/invitations';
import { acceptInvitation } from '@app/shared/api/routes/invitations/accept-invitation';
import { acceptInvitation as accept } from '#lib/companies/invitation-answers';
import { defineRoute } from '#lib/http/define-route';

/** The caller joins the company that invited them, in the role offered, and works in it from now. */
export const handler = defineRoute(acceptInvitation, {}, async ({ caller, params }) => {
  const joined = await accept(caller, params.invitation_id);
  return { message: INVITATION_MESSAGES.accepted(joined.company_name), data: joined };
});
