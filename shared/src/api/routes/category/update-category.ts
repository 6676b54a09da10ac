import { idParams } from '../../ids';
import { categoryInputSchema, categorySchema } from '../../../catalogue/categories';
import type { RouteDefinition } from '../../route';

/** Replaces a category with what the drawer shows (JSON or multipart, like create). */
export const updateCategory = {
  method: 'PUT',
  path: '/api/v1/category/update/category/{id}',
  handler: 'routes/category/update-category',
  auth: 'user',
  permission: 'manage_books',
  params: idParams,
  body: categoryInputSchema,
  data: categorySchema,
} as const satisfies RouteDefinition;
