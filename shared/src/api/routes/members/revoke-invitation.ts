import { idField } from '../../ids';
import * as z from '../../../zod';
import { companyInvitationSchema } from '../../invitations';
import { companyQuerySchema } from '../../members';
import type { RouteDefinition } from '../../route';

/** Issue 31: the owner takes back a pending invitation; it can no longer be accepted. */
export const revokeInvitation = {
  method: 'DELETE',
  path: '/api/v1/company/invitations/{invitation_id}',
  handler: 'routes/members/revoke-invitation',
  auth: 'user',
  permission: 'manage_members',
  params: z.object({ invitation_id: idField('invitation_id') }),
  query: companyQuerySchema,
  data: companyInvitationSchema,
} as const satisfies RouteDefinition;
