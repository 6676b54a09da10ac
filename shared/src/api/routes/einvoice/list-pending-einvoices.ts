import { pendingEInvoicesSchema, pendingQuerySchema } from '../../../einvoice/einvoice-docs';
import type { RouteDefinition } from '../../route';
import { THROTTLES } from '../../throttles';

/**
 * Issue 36: the period's sales invoices and notes still without an IRN, as e-invoice JSON for the
 * portal's bulk upload (the web app cuts them into files under the portal's limit), and those
 * that cannot leave as they are, with why.
 */
export const listPendingEInvoices = {
  method: 'GET',
  path: '/api/v1/einvoice/pending',
  handler: 'routes/einvoice/list-pending-einvoices',
  auth: 'user',
  permission: 'create_vouchers',
  query: pendingQuerySchema,
  data: pendingEInvoicesSchema,
  throttle: THROTTLES.costly,
} as const satisfies RouteDefinition;
