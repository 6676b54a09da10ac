import * as z from '../../../zod';
import { invoiceLinkSchema } from '../../../sharing/invoice-link-docs';
import type { RouteDefinition } from '../../route';
import { companyQuery, voucherIdParams } from '../invoices/voucher-params';

/** Issue 37: an invoice's shared links, newest first, with how often each was viewed. */
export const listInvoiceLinks = {
  method: 'GET',
  path: '/api/v1/invoices/{vouchar_id}/links',
  handler: 'routes/sharing/list-invoice-links',
  auth: 'user',
  permission: 'view',
  params: voucherIdParams,
  query: companyQuery,
  data: z.array(invoiceLinkSchema),
} as const satisfies RouteDefinition;
