import { billingDetailsSchema } from '../../../billing/tax-invoice';
import type { RouteDefinition } from '../../route';

/**
 * Issue 31: the caller's legal name, GSTIN, address and state for their tax invoices, for the
 * invoices issued from now on (one already issued keeps what it was issued with).
 */
export const updateBillingDetails = {
  method: 'PUT',
  path: '/api/v1/billing/details',
  handler: 'routes/billing/update-billing-details',
  auth: 'user',
  body: billingDetailsSchema,
  data: billingDetailsSchema,
} as const satisfies RouteDefinition;
