import * as z from '../../../zod';
import { myInvitationSchema } from '../../invitations';
import type { RouteDefinition } from '../../route';

/**
 * Issue 31: the invitations waiting for the caller, addressed to their verified e-mail (none for an
 * address not verified), newest first.
 */
export const listMyInvitations = {
  method: 'GET',
  path: '/api/v1/user/invitations',
  handler: 'routes/invitations/list-my-invitations',
  auth: 'user',
  data: z.array(myInvitationSchema),
} as const satisfies RouteDefinition;
