import { voucherSchema } from '../../../books/voucher-docs';
import type { RouteDefinition } from '../../route';
import { companyQuery, voucherIdParams } from './voucher-params';

/**
 * Takes a voucher out of the books: a Sales invoice is cancelled (its number stays used), other
 * vouchers are deleted; either way the record stays for the audit trail. data is the voucher after.
 */
export const deleteVoucher = {
  method: 'DELETE',
  path: '/api/v1/invoices/delete/{vouchar_id}',
  handler: 'routes/invoices/delete-voucher',
  auth: 'user',
  permission: 'create_vouchers',
  params: voucherIdParams,
  query: companyQuery,
  data: voucherSchema,
} as const satisfies RouteDefinition;
