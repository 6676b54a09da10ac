import { cancelIrnInputSchema, einvoiceViewSchema } from '../../../einvoice/einvoice-docs';
import type { RouteDefinition } from '../../route';
import { THROTTLES } from '../../throttles';
import { voucherIdParams } from '../invoices/voucher-params';

/**
 * Issue 36: cancels the invoice's IRN on the IRP (within 24 hours of its acknowledgement, with the
 * IRP's reason), then the invoice in the books; after 24 hours a credit note is the way.
 */
export const cancelIrn = {
  method: 'POST',
  path: '/api/v1/einvoice/{vouchar_id}/cancel',
  handler: 'routes/einvoice/cancel-irn',
  auth: 'user',
  permission: 'manage_books',
  params: voucherIdParams,
  body: cancelIrnInputSchema,
  data: einvoiceViewSchema,
  throttle: THROTTLES.costly,
} as const satisfies RouteDefinition;
