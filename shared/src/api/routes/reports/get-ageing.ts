import { ageingQuerySchema, ageingSchema } from '../../../reports/statement-docs';
import type { RouteDefinition } from '../../route';

/** Issue 32: receivables or payables by party and by days past due. */
export const getAgeing = {
  method: 'GET',
  path: '/api/v1/reports/ageing',
  handler: 'routes/reports/get-ageing',
  auth: 'user',
  permission: 'reports',
  query: ageingQuerySchema,
  data: ageingSchema,
} as const satisfies RouteDefinition;
