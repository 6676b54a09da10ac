import { voucherSchema } from '../../../books/voucher-docs';
import type { RouteDefinition } from '../../route';
import { companyQuery, voucherIdParams } from './voucher-params';

/** The tax variant of DELETE /invoices/delete/{vouchar_id} (spec 7). */
export const deleteTaxVoucher = {
  method: 'DELETE',
  path: '/api/v1/invoices/tax/delete/{vouchar_id}',
  handler: 'routes/invoices/delete-tax-voucher',
  auth: 'user',
  permission: 'create_vouchers',
  params: voucherIdParams,
  query: companyQuery,
  data: voucherSchema,
} as const satisfies RouteDefinition;
