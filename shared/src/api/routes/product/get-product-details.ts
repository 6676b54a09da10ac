import * as z from '../../../zod';
import { idParams } from '../../ids';
import { companyIdField } from '../../../catalogue/fields';
import { productDetailsSchema } from '../../../catalogue/product-docs';
import type { RouteDefinition } from '../../route';

/** The product page: the product with its stock figures; data is a one-element list (spec 7). */
export const getProductDetails = {
  method: 'GET',
  path: '/api/v1/product/get/product/details/{id}',
  handler: 'routes/product/get-product-details',
  auth: 'user',
  permission: 'view',
  params: idParams,
  query: z.object({ company_id: companyIdField }),
  data: z.array(productDetailsSchema),
} as const satisfies RouteDefinition;
