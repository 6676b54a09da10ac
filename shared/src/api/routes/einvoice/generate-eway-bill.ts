import { companyBodySchema } from '../../../einvoice/einvoice-docs';
import { ewayViewSchema } from '../../../einvoice/eway-docs';
import type { RouteDefinition } from '../../route';
import { THROTTLES } from '../../throttles';
import { voucherIdParams } from '../invoices/voucher-params';

/** Issue 36: makes the e-way bill for the invoice's IRN through the IRP, from its transport. */
export const generateEwayBill = {
  method: 'POST',
  path: '/api/v1/einvoice/{vouchar_id}/eway-bill',
  handler: 'routes/einvoice/generate-eway-bill',
  auth: 'user',
  permission: 'create_vouchers',
  params: voucherIdParams,
  body: companyBodySchema,
  data: ewayViewSchema,
  throttle: THROTTLES.costly,
} as const satisfies RouteDefinition;
