import { idField } from '../../ids';
import * as z from '../../../zod';
import type { RouteDefinition } from '../../route';

/** Issue 31: the invited person says no; nothing is left behind but the invitation's record. */
export const declineInvitation = {
  method: 'POST',
  path: '/api/v1/user/invitations/{invitation_id}/decline',
  handler: 'routes/invitations/decline-invitation',
  auth: 'user',
  params: z.object({ invitation_id: idField('invitation_id') }),
  data: z.object({ invitation_id: z.string() }),
} as const satisfies RouteDefinition;
