import { pendingEwayBillsSchema, pendingEwayQuerySchema } from '../../../einvoice/eway-docs';
import type { RouteDefinition } from '../../route';
import { THROTTLES } from '../../throttles';

/**
 * Issue 36: the period's sales whose goods need an e-way bill and have none: the e-way bill
 * portal's bulk file of those whose transport is given, and which still lack it.
 */
export const listPendingEwayBills = {
  method: 'GET',
  path: '/api/v1/einvoice/eway-bills/pending',
  handler: 'routes/einvoice/list-pending-eway-bills',
  auth: 'user',
  permission: 'create_vouchers',
  query: pendingEwayQuerySchema,
  data: pendingEwayBillsSchema,
  throttle: THROTTLES.costly,
} as const satisfies RouteDefinition;
