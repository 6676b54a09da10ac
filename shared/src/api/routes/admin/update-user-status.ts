import * as z from '../../../zod';
import { adminUserSchema, userStatusSchema } from '../../admin';
import { idField } from '../../ids';
import type { RouteDefinition } from '../../route';

/** Admin only (issue 20): disables a user (they can no longer sign in) or enables them again; audited. */
export const updateUserStatus = {
  method: 'PUT',
  path: '/api/v1/admin/users/{user_id}/status',
  handler: 'routes/admin/update-user-status',
  auth: 'admin',
  params: z.object({ user_id: idField('user_id') }),
  body: userStatusSchema,
  data: adminUserSchema,
} as const satisfies RouteDefinition;
