import { partySummaryQuerySchema, partySummarySchema } from '../../../reports/summary-docs';
import type { RouteDefinition } from '../../route';

/** Spec 7: the Summary page's customer-wise view: sales per customer. */
export const getPartySummary = {
  method: 'GET',
  path: '/api/v1/invoices/get/party/summary',
  handler: 'routes/invoices/get-party-summary',
  auth: 'user',
  permission: 'reports',
  query: partySummaryQuerySchema,
  data: partySummarySchema,
} as const satisfies RouteDefinition;
