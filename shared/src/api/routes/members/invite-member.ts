import { sentInvitationSchema } from '../../invitations';
import { inviteMemberBodySchema } from '../../members';
import type { RouteDefinition } from '../../route';
import { THROTTLES } from '../../throttles';

/**
 * Issue 20: the owner invites someone by e-mail in a role. Issue 31: the invitation waits for them
 * to accept; the reply is the same whether or not the address has an account (no names, no ids),
 * and the account is made or told afterwards, by the DeliverInvitation worker.
 */
export const inviteMember = {
  method: 'POST',
  path: '/api/v1/company/members/invite',
  handler: 'routes/members/invite-member',
  auth: 'user',
  permission: 'manage_members',
  body: inviteMemberBodySchema,
  data: sentInvitationSchema,
  throttle: THROTTLES.costly,
} as const satisfies RouteDefinition;
