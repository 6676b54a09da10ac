import { monthlyAnalyticsSchema, yearAnalyticsQuerySchema } from '../../../reports/analytics-docs';
import type { RouteDefinition } from '../../route';

/** Spec 7: the Reports page's monthly chart, April to March. */
export const getMonthlyAnalytics = {
  method: 'GET',
  path: '/api/v1/invoices/get/analytics/monthly',
  handler: 'routes/invoices/get-monthly-analytics',
  auth: 'user',
  permission: 'reports',
  query: yearAnalyticsQuerySchema,
  data: monthlyAnalyticsSchema,
} as const satisfies RouteDefinition;
