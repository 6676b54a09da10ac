import { voucherInputSchema } from '../../../books/voucher-input';
import { voucherSchema } from '../../../books/voucher-docs';
import type { RouteDefinition } from '../../route';

/**
 * Posts a voucher of any type (spec 7: sales and purchase invoices of companies without tax,
 * receipts and payments). Needs an Idempotency-Key header: a retry with the same key returns the
 * first voucher and posts nothing twice.
 */
export const createVoucher = {
  method: 'POST',
  path: '/api/v1/invoices/create/vouchar',
  handler: 'routes/invoices/create-voucher',
  auth: 'user',
  permission: 'create_vouchers',
  body: voucherInputSchema,
  data: voucherSchema,
} as const satisfies RouteDefinition;
