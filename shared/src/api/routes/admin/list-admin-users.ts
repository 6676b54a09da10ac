import { adminListSchema, adminSearchSchema, adminUserSchema } from '../../admin';
import type { RouteDefinition } from '../../route';

/** Admin only (issue 20): users, searched by e-mail or name, with their plan or trial. */
export const listAdminUsers = {
  method: 'GET',
  path: '/api/v1/admin/users',
  handler: 'routes/admin/list-admin-users',
  auth: 'admin',
  query: adminSearchSchema,
  data: adminListSchema(adminUserSchema),
} as const satisfies RouteDefinition;
