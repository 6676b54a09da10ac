import * as z from '../../../zod';
import { idField } from '../../ids';
import { categorySchema } from '../../../catalogue/categories';
import { companyIdField } from '../../../catalogue/fields';
import type { RouteDefinition } from '../../route';

/** One category (spec 7: by ?category_id); data is a one-element list, like the product calls. */
export const getCategory = {
  method: 'GET',
  path: '/api/v1/category/get/category',
  handler: 'routes/category/get-category',
  auth: 'user',
  permission: 'view',
  query: z.object({
    company_id: companyIdField,
    category_id: idField('category_id'),
  }),
  data: z.array(categorySchema),
} as const satisfies RouteDefinition;
