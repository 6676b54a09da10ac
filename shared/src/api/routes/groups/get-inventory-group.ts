import * as z from '../../../zod';
import { idParams } from '../../ids';
import { companyIdField } from '../../../catalogue/fields';
import { inventoryGroupSchema } from '../../../catalogue/inventory-groups';
import type { RouteDefinition } from '../../route';

/** One inventory group; data is a one-element list, like the product calls. */
export const getInventoryGroup = {
  method: 'GET',
  path: '/api/v1/user/inventory/view/group/{id}',
  handler: 'routes/groups/get-inventory-group',
  auth: 'user',
  permission: 'view',
  params: idParams,
  query: z.object({ company_id: companyIdField }),
  data: z.array(inventoryGroupSchema),
} as const satisfies RouteDefinition;
