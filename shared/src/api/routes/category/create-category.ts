import { categoryInputSchema, categorySchema } from '../../../catalogue/categories';
import type { RouteDefinition } from '../../route';

/** Adds a category; JSON, or multipart form fields with the image as a file part (spec 7). */
export const createCategory = {
  method: 'POST',
  path: '/api/v1/category/create/category',
  handler: 'routes/category/create-category',
  auth: 'user',
  permission: 'manage_books',
  body: categoryInputSchema,
  data: categorySchema,
} as const satisfies RouteDefinition;
