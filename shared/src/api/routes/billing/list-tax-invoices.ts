import * as z from '../../../zod';
import { taxInvoiceSchema } from '../../../billing/tax-invoice';
import type { RouteDefinition } from '../../route';

/** Issue 31: the caller's tax invoices for their plan's payments, newest first (Settings). */
export const listTaxInvoices = {
  method: 'GET',
  path: '/api/v1/billing/invoices',
  handler: 'routes/billing/list-tax-invoices',
  auth: 'user',
  data: z.array(taxInvoiceSchema),
} as const satisfies RouteDefinition;
