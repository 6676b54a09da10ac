import { billSummaryQuerySchema, billSummarySchema } from '../../../reports/summary-docs';
import type { RouteDefinition } from '../../route';

/** Spec 7: the Summary page's bill-wise view: each sales invoice of the period. */
export const getInvoiceSummary = {
  method: 'GET',
  path: '/api/v1/invoices/get/invoice/summary',
  handler: 'routes/invoices/get-invoice-summary',
  auth: 'user',
  permission: 'reports',
  query: billSummaryQuerySchema,
  data: billSummarySchema,
} as const satisfies RouteDefinition;
