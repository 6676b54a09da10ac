import { idField } from '../../ids';
import * as z from '../../../zod';
import { memberRoleBodySchema, memberSchema } from '../../members';
import type { RouteDefinition } from '../../route';

/** Issue 20: gives a member another role (not the owner's, which stays Owner). */
export const updateMemberRole = {
  method: 'PUT',
  path: '/api/v1/company/members/{user_id}/role',
  handler: 'routes/members/update-member-role',
  auth: 'user',
  permission: 'manage_members',
  params: z.object({ user_id: idField('user_id') }),
  body: memberRoleBodySchema,
  data: memberSchema,
} as const satisfies RouteDefinition;
