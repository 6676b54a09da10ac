import { billingDetailsSchema } from '../../../billing/tax-invoice';
import type { RouteDefinition } from '../../route';

/** Issue 31: the caller's details for their tax invoices (empty until they give them). */
export const getBillingDetails = {
  method: 'GET',
  path: '/api/v1/billing/details',
  handler: 'routes/billing/get-billing-details',
  auth: 'user',
  data: billingDetailsSchema,
} as const satisfies RouteDefinition;
