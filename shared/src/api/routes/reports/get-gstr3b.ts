import { gstr3bQuerySchema, gstr3bSchema } from '../../../reports/gstr3b-docs';
import type { RouteDefinition } from '../../route';

/** Issue 33: GSTR-3B of a month, in the portal offline tool's shape, with table 6.1's payment. */
export const getGstr3b = {
  method: 'GET',
  path: '/api/v1/reports/gstr3b',
  handler: 'routes/reports/get-gstr3b',
  auth: 'user',
  permission: 'reports',
  query: gstr3bQuerySchema,
  data: gstr3bSchema,
} as const satisfies RouteDefinition;
