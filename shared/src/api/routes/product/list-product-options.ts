import * as z from '../../../zod';
import { companyIdField } from '../../../catalogue/fields';
import { productOptionSchema } from '../../../catalogue/product-docs';
import type { RouteDefinition } from '../../route';

/** Every product of the company in a few fields, by name, for pickers (invoice lines). */
export const listProductOptions = {
  method: 'GET',
  path: '/api/v1/product/view/products/with_id',
  handler: 'routes/product/list-product-options',
  auth: 'user',
  permission: 'view',
  query: z.object({ company_id: companyIdField }),
  data: z.array(productOptionSchema),
} as const satisfies RouteDefinition;
