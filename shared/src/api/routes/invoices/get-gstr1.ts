import * as z from '../../../zod';
import { gstr1QuerySchema } from '../../../reports/gstr1-docs';
import type { RouteDefinition } from '../../route';

/** GSTR-1 of a month as the GST portal's JSON file, downloaded from /summary. */
export const getGstr1 = {
  method: 'GET',
  path: '/api/v1/invoices/get/gstr1',
  handler: 'routes/invoices/get-gstr1',
  auth: 'user',
  permission: 'reports',
  query: gstr1QuerySchema,
  data: z.instanceof(Uint8Array),
  file: 'application/json',
} as const satisfies RouteDefinition;
