import { invitationSchema, inviteMemberBodySchema } from '../../members';
import type { RouteDefinition } from '../../route';
import { THROTTLES } from '../../throttles';

/**
 * Issue 20: the owner invites someone by e-mail in a role. Without an account, Cognito makes one
 * and e-mails the invitation with a temporary password (the channel of the verification mails);
 * with one, they are added and told in their bell.
 */
export const inviteMember = {
  method: 'POST',
  path: '/api/v1/company/members/invite',
  handler: 'routes/members/invite-member',
  auth: 'user',
  permission: 'manage_members',
  body: inviteMemberBodySchema,
  data: invitationSchema,
  throttle: THROTTLES.costly,
} as const satisfies RouteDefinition;
