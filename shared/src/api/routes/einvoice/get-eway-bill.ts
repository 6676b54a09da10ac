import { ewayViewSchema } from '../../../einvoice/eway-docs';
import type { RouteDefinition } from '../../route';
import { companyQuery, voucherIdParams } from '../invoices/voucher-params';

/**
 * Issue 36: a sales invoice's e-way bill: whether its goods need one (their value against the
 * limit), the transport given, the e-way bill portal's JSON, and the bill once made.
 */
export const getEwayBill = {
  method: 'GET',
  path: '/api/v1/einvoice/{vouchar_id}/eway-bill',
  handler: 'routes/einvoice/get-eway-bill',
  auth: 'user',
  permission: 'view',
  params: voucherIdParams,
  query: companyQuery,
  data: ewayViewSchema,
} as const satisfies RouteDefinition;
