import { voucherListSchema } from '../../../books/voucher-docs';
import { voucherListQuerySchema } from '../../../books/voucher-list-query';
import type { RouteDefinition } from '../../route';

/**
 * The transactions directory: vouchers of every type in a period (spec 7 gives the query,
 * searchQuery and pageNumber, but not the path).
 */
export const listTransactions = {
  method: 'GET',
  path: '/api/v1/transactions/view/all',
  handler: 'routes/transactions/list-transactions',
  auth: 'user',
  permission: 'view',
  query: voucherListQuerySchema,
  data: voucherListSchema,
} as const satisfies RouteDefinition;
