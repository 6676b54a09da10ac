import { voucherListSchema } from '../../../books/voucher-docs';
import { voucherListQuerySchema } from '../../../books/voucher-list-query';
import type { RouteDefinition } from '../../route';

/** The invoices directory: Sales and Purchase vouchers of a period (spec 7). */
export const listVouchers = {
  method: 'GET',
  path: '/api/v1/invoices/view/all/vouchar',
  handler: 'routes/invoices/list-vouchers',
  auth: 'user',
  permission: 'view',
  query: voucherListQuerySchema,
  data: voucherListSchema,
} as const satisfies RouteDefinition;
