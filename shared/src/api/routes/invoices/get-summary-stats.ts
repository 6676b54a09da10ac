import { summaryStatsQuerySchema, summaryStatsSchema } from '../../../reports/summary-docs';
import type { RouteDefinition } from '../../route';

/** Spec 7: the Summary page's five stat cards, with the change against the previous period. */
export const getSummaryStats = {
  method: 'GET',
  path: '/api/v1/invoices/get/summary/stats',
  handler: 'routes/invoices/get-summary-stats',
  auth: 'user',
  permission: 'reports',
  query: summaryStatsQuerySchema,
  data: summaryStatsSchema,
} as const satisfies RouteDefinition;
