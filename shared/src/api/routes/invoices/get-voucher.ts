import { voucherSchema } from '../../../books/voucher-docs';
import type { RouteDefinition } from '../../route';
import { companyQuery, voucherIdParams } from './voucher-params';

/** One voucher with its accounting entries and inventory lines (also cancelled ones). */
export const getVoucher = {
  method: 'GET',
  path: '/api/v1/invoices/get/vouchar/{vouchar_id}',
  handler: 'routes/invoices/get-voucher',
  auth: 'user',
  permission: 'view',
  params: voucherIdParams,
  query: companyQuery,
  data: voucherSchema,
} as const satisfies RouteDefinition;
