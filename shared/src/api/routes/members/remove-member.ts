import { idField } from '../../ids';
import * as z from '../../../zod';
import { companyQuerySchema } from '../../members';
import type { RouteDefinition } from '../../route';

/** Issue 20: takes a member out of the company (not its owner); their vouchers stay, with their name. */
export const removeMember = {
  method: 'DELETE',
  path: '/api/v1/company/members/{user_id}',
  handler: 'routes/members/remove-member',
  auth: 'user',
  permission: 'manage_members',
  params: z.object({ user_id: idField('user_id') }),
  query: companyQuerySchema,
  data: z.object({ user_id: z.string() }),
} as const satisfies RouteDefinition;
