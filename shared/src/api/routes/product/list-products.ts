import * as z from '../../../zod';
import { filterParam, listMetaSchema, listQuerySchema, pagedList } from '../../../catalogue/list-query';
import { productSchema } from '../../../catalogue/product-docs';
import type { RouteDefinition } from '../../route';
import { PRODUCT_SORT_FIELDS } from '../../../lists';

/**
 * The products list's query (spec 7): search matches name, alias, category, description, barcode
 * and HSN code; category and group filter by id.
 */
export const productListQuerySchema = listQuerySchema(PRODUCT_SORT_FIELDS, {
  category: filterParam,
  group: filterParam,
});

const namedOption = z.object({ _id: z.string(), name: z.string() });

/** A page of products; meta also lists the categories and groups the company's products use. */
export const productListSchema = pagedList(
  productSchema,
  z.extend(listMetaSchema, { unique_categories: z.array(namedOption), unique_groups: z.array(namedOption) }),
);

/** The catalogue's Products tab. */
export const listProducts = {
  method: 'GET',
  path: '/api/v1/product/view/all/product',
  handler: 'routes/product/list-products',
  auth: 'user',
  permission: 'view',
  query: productListQuerySchema,
  data: productListSchema,
} as const satisfies RouteDefinition;

export type ProductListQuery = z.input<typeof productListQuerySchema>;
export type ProductList = z.infer<typeof productListSchema>;
