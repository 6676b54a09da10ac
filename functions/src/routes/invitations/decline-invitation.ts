import { INVITATION_MESSAGES } from '@app/shared/api/invitations';
import { declineInvitation } from '@app/shared/api/routes/invitations/decline-invitation';
import { declineInvitation as decline } from '#lib/companies/invitation-answers';
import { defineRoute } from '#lib/http/define-route';

/** The caller says no to an invitation; nothing but its record is left. */
export const handler = defineRoute(declineInvitation, {}, async ({ caller, params }) => ({
  message: INVITATION_MESSAGES.declined,
  data: await decline(caller, params.invitation_id),
}));
