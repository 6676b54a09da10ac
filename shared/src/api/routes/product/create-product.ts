import { productInputSchema } from '../../../catalogue/products';
import { productSchema } from '../../../catalogue/product-docs';
import type { RouteDefinition } from '../../route';

/**
 * Adds a product (stock item) to a company's catalogue. JSON, or multipart form fields with the
 * image as a file part named `image` (spec 7).
 */
export const createProduct = {
  method: 'POST',
  path: '/api/v1/product/create/product',
  handler: 'routes/product/create-product',
  auth: 'user',
  permission: 'add_products',
  body: productInputSchema,
  data: productSchema,
} as const satisfies RouteDefinition;
