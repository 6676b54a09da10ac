import * as z from '../../../zod';
import { idParams } from '../../ids';
import { companyIdField } from '../../../catalogue/fields';
import { batchSchema } from '../../../catalogue/batch-docs';
import type { RouteDefinition } from '../../route';

/**
 * A batch-tracked product's batches in stock, first expiring first (issue 18): the product page's
 * table and the sale line's batch picker. `include_empty` adds the batches sold out, archived
 * ones included (quantity 0), as the product page's "show sold-out" toggle and a purchase line
 * (a known batch keeps its expiry) need.
 */
export const listProductBatches = {
  method: 'GET',
  path: '/api/v1/product/view/batches/{id}',
  handler: 'routes/product/list-product-batches',
  auth: 'user',
  permission: 'view',
  params: idParams,
  query: z.object({ company_id: companyIdField, include_empty: z.optional(z.enum(['true', 'false'])) }),
  data: z.array(batchSchema),
} as const satisfies RouteDefinition;
