import type * as z from '../../../zod';
import { categorySchema } from '../../../catalogue/categories';
import { listMetaSchema, listQuerySchema, pagedList } from '../../../catalogue/list-query';
import type { RouteDefinition } from '../../route';

export const CATEGORY_SORT_FIELDS = ['created_at', 'category_name', 'stock_items_count'] as const;

/** The catalogue's Categories tab; search matches name and description. */
export const listCategories = {
  method: 'GET',
  path: '/api/v1/category/view/all/category',
  handler: 'routes/category/list-categories',
  auth: 'user',
  permission: 'view',
  query: listQuerySchema(CATEGORY_SORT_FIELDS, {}),
  data: pagedList(categorySchema, listMetaSchema),
} as const satisfies RouteDefinition;

export type CategoryListQuery = z.input<typeof listCategories.query>;
