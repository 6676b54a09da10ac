import { voucherInputSchema } from '../../../books/voucher-input';
import { voucherSchema } from '../../../books/voucher-docs';
import type { RouteDefinition } from '../../route';

/** The tax variant of POST /invoices/create/vouchar (spec 7), used by companies with tax on. */
export const createTaxVoucher = {
  method: 'POST',
  path: '/api/v1/invoices/create/vouchar/tax',
  handler: 'routes/invoices/create-tax-voucher',
  auth: 'user',
  permission: 'create_vouchers',
  body: voucherInputSchema,
  data: voucherSchema,
} as const satisfies RouteDefinition;
