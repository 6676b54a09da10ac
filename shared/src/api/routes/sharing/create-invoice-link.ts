import { createInvoiceLinkSchema, createdInvoiceLinkSchema } from '../../../sharing/invoice-link-docs';
import type { RouteDefinition } from '../../route';
import { voucherIdParams } from '../invoices/voucher-params';

/** Issue 37: a public link to a sales invoice, to send by WhatsApp or e-mail. */
export const createInvoiceLink = {
  method: 'POST',
  path: '/api/v1/invoices/{vouchar_id}/links',
  handler: 'routes/sharing/create-invoice-link',
  auth: 'user',
  permission: 'view',
  params: voucherIdParams,
  body: createInvoiceLinkSchema,
  data: createdInvoiceLinkSchema,
} as const satisfies RouteDefinition;
