import { voucherInputSchema } from '../../../books/voucher-input';
import { voucherSchema } from '../../../books/voucher-docs';
import type { RouteDefinition } from '../../route';
import { voucherIdParams } from './voucher-params';

/** Replaces a voucher; the body carries the version the edit started from (stale: 409). */
export const updateVoucher = {
  method: 'PUT',
  path: '/api/v1/invoices/update/vouchar/{vouchar_id}',
  handler: 'routes/invoices/update-voucher',
  auth: 'user',
  permission: 'create_vouchers',
  params: voucherIdParams,
  body: voucherInputSchema,
  data: voucherSchema,
} as const satisfies RouteDefinition;
