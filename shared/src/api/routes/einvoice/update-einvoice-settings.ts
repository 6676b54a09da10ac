import { einvoiceSettingsInputSchema, einvoiceSettingsSchema } from '../../../einvoice/einvoice-settings-docs';
import type { RouteDefinition } from '../../route';

/** Issue 36: turns e-invoicing on or off, from a date, with the IRP API user to get IRNs directly. */
export const updateEInvoiceSettings = {
  method: 'PUT',
  path: '/api/v1/einvoice/settings',
  handler: 'routes/einvoice/update-einvoice-settings',
  auth: 'user',
  permission: 'manage_company',
  body: einvoiceSettingsInputSchema,
  data: einvoiceSettingsSchema,
} as const satisfies RouteDefinition;
