import { idParams } from '../../ids';
import { productInputSchema } from '../../../catalogue/products';
import { productSchema } from '../../../catalogue/product-docs';
import type { RouteDefinition } from '../../route';

/** Replaces a product with what the drawer shows (JSON or multipart, like create). */
export const updateProduct = {
  method: 'PUT',
  path: '/api/v1/product/update/product/{id}',
  handler: 'routes/product/update-product',
  auth: 'user',
  permission: 'manage_books',
  params: idParams,
  body: productInputSchema,
  data: productSchema,
} as const satisfies RouteDefinition;
