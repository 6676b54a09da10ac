import * as z from '../../../zod';
import { companyIdField } from '../../../catalogue/fields';
import { expiringBatchSchema } from '../../../catalogue/batch-docs';
import type { RouteDefinition } from '../../route';
import { EXPIRY_FILTERS } from '../../../lists';

/**
 * Inventory's Expiring tab (issue 18): batches in stock that have expired or expire within the
 * alert window (90 days), first expiring first; `status` narrows to one of the two.
 */
export const listExpiringBatches = {
  method: 'GET',
  path: '/api/v1/product/view/expiring',
  handler: 'routes/product/list-expiring-batches',
  auth: 'user',
  permission: 'view',
  query: z.object({
    company_id: companyIdField,
    status: z.optional(z.enum(EXPIRY_FILTERS, { error: `status must be one of: ${EXPIRY_FILTERS.join(', ')}` })),
  }),
  data: z.array(expiringBatchSchema),
} as const satisfies RouteDefinition;
