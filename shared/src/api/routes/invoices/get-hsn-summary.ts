import { hsnSummaryQuerySchema, hsnSummarySchema } from '../../../reports/summary-docs';
import type { RouteDefinition } from '../../route';

/** Spec 7: the Summary page's HSN-wise view: sales per HSN code and tax rate. */
export const getHsnSummary = {
  method: 'GET',
  path: '/api/v1/invoices/get/hsn/summary',
  handler: 'routes/invoices/get-hsn-summary',
  auth: 'user',
  permission: 'reports',
  query: hsnSummaryQuerySchema,
  data: hsnSummarySchema,
} as const satisfies RouteDefinition;
