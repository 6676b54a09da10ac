import { einvoiceSettingsSchema } from '../../../einvoice/einvoice-settings-docs';
import type { RouteDefinition } from '../../route';
import { companyQuery } from '../invoices/voucher-params';

/** Issue 36: whether the company e-invoices, from when, and its IRP API user (never the password). */
export const getEInvoiceSettings = {
  method: 'GET',
  path: '/api/v1/einvoice/settings',
  handler: 'routes/einvoice/get-einvoice-settings',
  auth: 'user',
  permission: 'view',
  query: companyQuery,
  data: einvoiceSettingsSchema,
} as const satisfies RouteDefinition;
