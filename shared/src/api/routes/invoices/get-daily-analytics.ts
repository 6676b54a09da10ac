import * as z from '../../../zod';
import { dailyAnalyticsQuerySchema, dailyAnalyticsSchema } from '../../../reports/analytics-docs';
import type { RouteDefinition } from '../../route';

/** Spec 7: the Reports page's daily chart; the spec's client reads the first element of data. */
export const getDailyAnalytics = {
  method: 'GET',
  path: '/api/v1/invoices/get/analytics/daily',
  handler: 'routes/invoices/get-daily-analytics',
  auth: 'user',
  permission: 'reports',
  query: dailyAnalyticsQuerySchema,
  data: z.array(dailyAnalyticsSchema),
} as const satisfies RouteDefinition;
