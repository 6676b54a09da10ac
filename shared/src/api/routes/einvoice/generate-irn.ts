import { companyBodySchema, einvoiceViewSchema } from '../../../einvoice/einvoice-docs';
import type { RouteDefinition } from '../../route';
import { THROTTLES } from '../../throttles';
import { voucherIdParams } from '../invoices/voucher-params';

/**
 * Issue 36: reports the invoice to the IRP through its API with the company's API user, checks the
 * IRN it returns, and keeps IRN, acknowledgement and signed QR on the invoice, which is then locked.
 */
export const generateIrn = {
  method: 'POST',
  path: '/api/v1/einvoice/{vouchar_id}/irn',
  handler: 'routes/einvoice/generate-irn',
  auth: 'user',
  permission: 'create_vouchers',
  params: voucherIdParams,
  body: companyBodySchema,
  data: einvoiceViewSchema,
  throttle: THROTTLES.costly,
} as const satisfies RouteDefinition;
