import { pdfBytesSchema } from '../../../print/print-files';
import { idParams } from '../../ids';
import type { RouteDefinition } from '../../route';

/** Issue 31: one of the caller's tax invoices as a PDF (a foreign or unknown id: 404). */
export const printTaxInvoice = {
  method: 'GET',
  path: '/api/v1/billing/invoices/{id}/pdf',
  handler: 'routes/billing/print-tax-invoice',
  auth: 'user',
  params: idParams,
  data: pdfBytesSchema,
  file: 'application/pdf',
} as const satisfies RouteDefinition;
