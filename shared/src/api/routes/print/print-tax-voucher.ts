import { pdfBytesSchema } from '../../../print/print-files';
import type { RouteDefinition } from '../../route';
import { printQuery } from './print-params';

/** A tax invoice or purchase bill as a PDF (the company's tax setting decides the layout, as with the create routes). */
export const printTaxVoucher = {
  method: 'GET',
  path: '/api/v1/invoices/print/vouchar/tax',
  handler: 'routes/print/print-tax-voucher',
  auth: 'user',
  permission: 'view',
  query: printQuery,
  data: pdfBytesSchema,
  file: 'application/pdf',
} as const satisfies RouteDefinition;
