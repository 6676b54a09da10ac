import { pdfBytesSchema } from '../../../print/print-files';
import type { RouteDefinition } from '../../route';
import { printQuery } from './print-params';

/** A payment voucher as a PDF. */
export const printPayment = {
  method: 'GET',
  path: '/api/v1/invoices/print/vouchar/payment',
  handler: 'routes/print/print-payment',
  auth: 'user',
  permission: 'view',
  query: printQuery,
  data: pdfBytesSchema,
  file: 'application/pdf',
} as const satisfies RouteDefinition;
