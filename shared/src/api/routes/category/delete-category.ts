import * as z from '../../../zod';
import { idParams } from '../../ids';
import { companyIdField } from '../../../catalogue/fields';
import type { RouteDefinition } from '../../route';

/** Removes a category that no product uses (409 while products are in it). */
export const deleteCategory = {
  method: 'DELETE',
  path: '/api/v1/category/delete/category/{id}',
  handler: 'routes/category/delete-category',
  auth: 'user',
  permission: 'manage_books',
  params: idParams,
  query: z.object({ company_id: companyIdField }),
  data: z.object({ _id: z.string() }),
} as const satisfies RouteDefinition;
