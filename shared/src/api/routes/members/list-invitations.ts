import * as z from '../../../zod';
import { companyInvitationSchema } from '../../invitations';
import { companyQuerySchema } from '../../members';
import type { RouteDefinition } from '../../route';

/** Issue 31: the company's invitations for its owner, newest first, by the e-mail typed. */
export const listInvitations = {
  method: 'GET',
  path: '/api/v1/company/invitations',
  handler: 'routes/members/list-invitations',
  auth: 'user',
  permission: 'manage_members',
  query: companyQuerySchema,
  data: z.array(companyInvitationSchema),
} as const satisfies RouteDefinition;
