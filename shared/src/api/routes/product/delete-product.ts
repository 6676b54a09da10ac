import * as z from '../../../zod';
import { idParams } from '../../ids';
import { companyIdField } from '../../../catalogue/fields';
import type { RouteDefinition } from '../../route';

/** Removes a product from the catalogue; data is the removed product's id. */
export const deleteProduct = {
  method: 'DELETE',
  path: '/api/v1/product/delete/product/{id}',
  handler: 'routes/product/delete-product',
  auth: 'user',
  permission: 'manage_books',
  params: idParams,
  query: z.object({ company_id: companyIdField }),
  data: z.object({ _id: z.string() }),
} as const satisfies RouteDefinition;
