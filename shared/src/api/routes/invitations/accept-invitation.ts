import { idField } from '../../ids';
import * as z from '../../../zod';
import { acceptedInvitationSchema } from '../../invitations';
import type { RouteDefinition } from '../../route';

/** Issue 31: the invited person joins the company in the role offered; it becomes their current company. */
export const acceptInvitation = {
  method: 'POST',
  path: '/api/v1/user/invitations/{invitation_id}/accept',
  handler: 'routes/invitations/accept-invitation',
  auth: 'user',
  params: z.object({ invitation_id: idField('invitation_id') }),
  data: acceptedInvitationSchema,
} as const satisfies RouteDefinition;
