import * as z from '../../../zod';
import { pdfBytesSchema } from '../../../print/print-files';
import type { RouteDefinition } from '../../route';

/** Spec 1 and 9: the sample print template of /xyz, a tax invoice of 28 sample rows, as a PDF. */
export const printSample = {
  method: 'GET',
  path: '/api/v1/invoices/print/sample',
  handler: 'routes/print/print-sample',
  auth: 'user',
  query: z.object({}),
  data: pdfBytesSchema,
  file: 'application/pdf',
} as const satisfies RouteDefinition;
