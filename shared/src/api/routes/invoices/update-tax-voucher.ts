import { voucherInputSchema } from '../../../books/voucher-input';
import { voucherSchema } from '../../../books/voucher-docs';
import type { RouteDefinition } from '../../route';
import { voucherIdParams } from './voucher-params';

/** The tax variant of PUT /invoices/update/vouchar/{vouchar_id} (spec 7). */
export const updateTaxVoucher = {
  method: 'PUT',
  path: '/api/v1/invoices/update/vouchar/tax/{vouchar_id}',
  handler: 'routes/invoices/update-tax-voucher',
  auth: 'user',
  permission: 'create_vouchers',
  params: voucherIdParams,
  body: voucherInputSchema,
  data: voucherSchema,
} as const satisfies RouteDefinition;
