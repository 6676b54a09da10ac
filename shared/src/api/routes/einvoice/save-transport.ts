import { ewayViewSchema, transportInputSchema } from '../../../einvoice/eway-docs';
import type { RouteDefinition } from '../../route';
import { voucherIdParams } from '../invoices/voucher-params';

/** Issue 36: how a sales invoice's goods travel (mode, distance, transporter, vehicle), for its e-way bill. */
export const saveTransport = {
  method: 'PUT',
  path: '/api/v1/einvoice/{vouchar_id}/transport',
  handler: 'routes/einvoice/save-transport',
  auth: 'user',
  permission: 'create_vouchers',
  params: voucherIdParams,
  body: transportInputSchema,
  data: ewayViewSchema,
} as const satisfies RouteDefinition;
