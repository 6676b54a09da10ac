import { pdfBytesSchema } from '../../../print/print-files';
import type { RouteDefinition } from '../../route';
import { printQuery } from './print-params';

/** A sales invoice or purchase bill as a PDF (a bill of supply when the company has tax off). */
export const printVoucher = {
  method: 'GET',
  path: '/api/v1/invoices/print/vouchar',
  handler: 'routes/print/print-voucher',
  auth: 'user',
  permission: 'view',
  query: printQuery,
  data: pdfBytesSchema,
  file: 'application/pdf',
} as const satisfies RouteDefinition;
