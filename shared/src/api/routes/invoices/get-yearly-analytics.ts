import { yearAnalyticsQuerySchema, yearlyAnalyticsSchema } from '../../../reports/analytics-docs';
import type { RouteDefinition } from '../../route';

/** Spec 7: the Reports page's five yearly cards. */
export const getYearlyAnalytics = {
  method: 'GET',
  path: '/api/v1/invoices/get/analytics',
  handler: 'routes/invoices/get-yearly-analytics',
  auth: 'user',
  permission: 'reports',
  query: yearAnalyticsQuerySchema,
  data: yearlyAnalyticsSchema,
} as const satisfies RouteDefinition;
