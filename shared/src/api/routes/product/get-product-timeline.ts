import * as z from '../../../zod';
import { idParams } from '../../ids';
import { companyIdField } from '../../../catalogue/fields';
import { productTimelineSchema } from '../../../catalogue/product-docs';
import type { RouteDefinition } from '../../route';

/** A product's stock movements (opening, purchases, sales); data is a one-element list (spec 7). */
export const getProductTimeline = {
  method: 'GET',
  path: '/api/v1/product/get/timeline/{id}',
  handler: 'routes/product/get-product-timeline',
  auth: 'user',
  permission: 'reports',
  params: idParams,
  query: z.object({ company_id: companyIdField }),
  data: z.array(productTimelineSchema),
} as const satisfies RouteDefinition;
