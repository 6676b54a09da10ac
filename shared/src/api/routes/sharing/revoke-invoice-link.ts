import { invoiceLinkSchema, revokeInvoiceLinkQuerySchema } from '../../../sharing/invoice-link-docs';
import type { RouteDefinition } from '../../route';
import { voucherIdParams } from '../invoices/voucher-params';

/** Issue 37: withdraws a shared link: it opens nothing from now on. */
export const revokeInvoiceLink = {
  method: 'DELETE',
  path: '/api/v1/invoices/{vouchar_id}/links',
  handler: 'routes/sharing/revoke-invoice-link',
  auth: 'user',
  permission: 'view',
  params: voucherIdParams,
  query: revokeInvoiceLinkQuerySchema,
  data: invoiceLinkSchema,
} as const satisfies RouteDefinition;
