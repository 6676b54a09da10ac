import * as z from '../../../zod';
import { categoryOptionSchema } from '../../../catalogue/categories';
import { companyIdField } from '../../../catalogue/fields';
import type { RouteDefinition } from '../../route';

/** Every category of the company by name, for the product drawer's picker. */
export const listCategoryOptions = {
  method: 'GET',
  path: '/api/v1/category/view/categories',
  handler: 'routes/category/list-category-options',
  auth: 'user',
  permission: 'view',
  query: z.object({ company_id: companyIdField }),
  data: z.array(categoryOptionSchema),
} as const satisfies RouteDefinition;
