import { pdfBytesSchema } from '../../../print/print-files';
import type { RouteDefinition } from '../../route';
import { printQuery } from './print-params';

/** A receipt voucher as a PDF. */
export const printReceipt = {
  method: 'GET',
  path: '/api/v1/invoices/print/vouchar/receipt',
  handler: 'routes/print/print-receipt',
  auth: 'user',
  permission: 'view',
  query: printQuery,
  data: pdfBytesSchema,
  file: 'application/pdf',
} as const satisfies RouteDefinition;
