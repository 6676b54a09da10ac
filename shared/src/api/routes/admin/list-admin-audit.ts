import * as z from '../../../zod';
import { adminAuditEntrySchema } from '../../admin';
import type { RouteDefinition } from '../../route';

/** Admin only (issue 20): what administrators did, newest first (the last 50). */
export const listAdminAudit = {
  method: 'GET',
  path: '/api/v1/admin/audit',
  handler: 'routes/admin/list-admin-audit',
  auth: 'admin',
  data: z.array(adminAuditEntrySchema),
} as const satisfies RouteDefinition;
