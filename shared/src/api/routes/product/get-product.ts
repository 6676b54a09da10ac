import * as z from '../../../zod';
import { idParams } from '../../ids';
import { companyIdField } from '../../../catalogue/fields';
import { productSchema } from '../../../catalogue/product-docs';
import type { RouteDefinition } from '../../route';

/** One product, as the drawer edits it; data is a one-element list (spec 7). */
export const getProduct = {
  method: 'GET',
  path: '/api/v1/product/get/product/{id}',
  handler: 'routes/product/get-product',
  auth: 'user',
  permission: 'view',
  params: idParams,
  query: z.object({ company_id: companyIdField }),
  data: z.array(productSchema),
} as const satisfies RouteDefinition;
