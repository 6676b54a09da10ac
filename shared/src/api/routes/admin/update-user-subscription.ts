import * as z from '../../../zod';
import { adminUserSchema, subscriptionChangeSchema } from '../../admin';
import { idField } from '../../ids';
import type { RouteDefinition } from '../../route';

/** Admin only (issue 20): extends a user's trial or sets their plan; audited. */
export const updateUserSubscription = {
  method: 'PUT',
  path: '/api/v1/admin/users/{user_id}/subscription',
  handler: 'routes/admin/update-user-subscription',
  auth: 'admin',
  params: z.object({ user_id: idField('user_id') }),
  body: subscriptionChangeSchema,
  data: adminUserSchema,
} as const satisfies RouteDefinition;
