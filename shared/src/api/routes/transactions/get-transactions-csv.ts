import * as z from '../../../zod';
import { voucherListQuerySchema } from '../../../books/voucher-list-query';
import type { RouteDefinition } from '../../route';

/**
 * The transactions directory as a CSV file: every row its query matches (the list's query;
 * pageNumber and limit are ignored), in the list's order.
 */
export const getTransactionsCsv = {
  method: 'GET',
  path: '/api/v1/transactions/view/all/csv',
  handler: 'routes/transactions/get-transactions-csv',
  auth: 'user',
  permission: 'reports',
  query: voucherListQuerySchema,
  data: z.instanceof(Uint8Array),
  file: 'text/csv',
} as const satisfies RouteDefinition;
