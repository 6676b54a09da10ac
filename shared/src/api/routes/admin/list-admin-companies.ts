import { adminCompanySchema, adminListSchema, adminSearchSchema } from '../../admin';
import type { RouteDefinition } from '../../route';

/** Admin only (issue 20): companies, searched by name, GSTIN or owner's e-mail. */
export const listAdminCompanies = {
  method: 'GET',
  path: '/api/v1/admin/companies',
  handler: 'routes/admin/list-admin-companies',
  auth: 'admin',
  query: adminSearchSchema,
  data: adminListSchema(adminCompanySchema),
} as const satisfies RouteDefinition;
