import { dashboardQuerySchema, dashboardSchema } from '../../../reports/dashboard-docs';
import type { RouteDefinition } from '../../route';

/** Issue 19: the home dashboard of a company, read from its roll-ups. */
export const getDashboard = {
  method: 'GET',
  path: '/api/v1/dashboard',
  handler: 'routes/dashboard/get-dashboard',
  auth: 'user',
  permission: 'reports',
  query: dashboardQuerySchema,
  data: dashboardSchema,
} as const satisfies RouteDefinition;
