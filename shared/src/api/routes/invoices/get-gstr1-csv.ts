import * as z from '../../../zod';
import { gstr1CsvQuerySchema } from '../../../reports/gstr1-docs';
import type { RouteDefinition } from '../../route';

/** One table of a month's GSTR-1 as CSV (b2b, b2cl, b2cs, cdnr, cdnur, hsn_b2b, hsn_b2c or doc_issue). */
export const getGstr1Csv = {
  method: 'GET',
  path: '/api/v1/invoices/get/gstr1/csv',
  handler: 'routes/invoices/get-gstr1-csv',
  auth: 'user',
  permission: 'reports',
  query: gstr1CsvQuerySchema,
  data: z.instanceof(Uint8Array),
  file: 'text/csv',
} as const satisfies RouteDefinition;
