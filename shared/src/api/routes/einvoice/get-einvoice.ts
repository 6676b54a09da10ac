import { einvoiceViewSchema } from '../../../einvoice/einvoice-docs';
import type { RouteDefinition } from '../../route';
import { companyQuery, voucherIdParams } from '../invoices/voucher-params';

/**
 * Issue 36: a sales invoice's or note's e-invoice: the IRP JSON it would send, what stops it from
 * leaving (each said so the user can fix it), and its IRN once it has one.
 */
export const getEInvoice = {
  method: 'GET',
  path: '/api/v1/einvoice/{vouchar_id}',
  handler: 'routes/einvoice/get-einvoice',
  auth: 'user',
  permission: 'view',
  params: voucherIdParams,
  query: companyQuery,
  data: einvoiceViewSchema,
} as const satisfies RouteDefinition;
