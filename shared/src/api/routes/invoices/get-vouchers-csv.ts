import * as z from '../../../zod';
import { voucherListQuerySchema } from '../../../books/voucher-list-query';
import type { RouteDefinition } from '../../route';

/**
 * The invoices directory as a CSV file: every row its query matches (the list's query; page_no
 * and limit are ignored), in the list's order.
 */
export const getVouchersCsv = {
  method: 'GET',
  path: '/api/v1/invoices/view/all/vouchar/csv',
  handler: 'routes/invoices/get-vouchers-csv',
  auth: 'user',
  permission: 'reports',
  query: voucherListQuerySchema,
  data: z.instanceof(Uint8Array),
  file: 'text/csv',
} as const satisfies RouteDefinition;
