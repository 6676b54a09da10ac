import { productListQuerySchema, productListSchema } from './list-products';
import type { RouteDefinition } from '../../route';

/** The spec's second products list (spec 7: "same plus group"); both take the same filters. */
export const listStockItems = {
  method: 'GET',
  path: '/api/v1/product/view/all/stock/items',
  handler: 'routes/product/list-stock-items',
  auth: 'user',
  permission: 'view',
  query: productListQuerySchema,
  data: productListSchema,
} as const satisfies RouteDefinition;
