import { voucherSchema } from '../../../books/voucher-docs';
import type { RouteDefinition } from '../../route';
import { companyQuery, voucherIdParams } from '../invoices/voucher-params';

/** Deletes a transaction row's voucher (spec 7: takes vouchar_id and company_id; path not shown). */
export const deleteTransaction = {
  method: 'DELETE',
  path: '/api/v1/transactions/delete/{vouchar_id}',
  handler: 'routes/transactions/delete-transaction',
  auth: 'user',
  permission: 'create_vouchers',
  params: voucherIdParams,
  query: companyQuery,
  data: voucherSchema,
} as const satisfies RouteDefinition;
