import { timelineQuerySchema, timelineSchema } from '../../../reports/timeline-docs';
import type { RouteDefinition } from '../../route';

/** Spec 7: the Inventory Timeline, each item's opening, purchases, sales, profit and closing. */
export const getTimeline = {
  method: 'GET',
  path: '/api/v1/invoices/get/timeline',
  handler: 'routes/invoices/get-timeline',
  auth: 'user',
  permission: 'reports',
  query: timelineQuerySchema,
  data: timelineSchema,
} as const satisfies RouteDefinition;
