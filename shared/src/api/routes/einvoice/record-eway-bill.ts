import { ewayBillInputSchema, ewayViewSchema } from '../../../einvoice/eway-docs';
import type { RouteDefinition } from '../../route';
import { voucherIdParams } from '../invoices/voucher-params';

/** Issue 36: an e-way bill made on the e-way bill portal (its number and validity), kept on its invoice. */
export const recordEwayBill = {
  method: 'PUT',
  path: '/api/v1/einvoice/{vouchar_id}/eway-bill',
  handler: 'routes/einvoice/record-eway-bill',
  auth: 'user',
  permission: 'create_vouchers',
  params: voucherIdParams,
  body: ewayBillInputSchema,
  data: ewayViewSchema,
} as const satisfies RouteDefinition;
