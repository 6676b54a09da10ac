import * as z from '../../../zod';
import { companyIdField } from '../../../catalogue/fields';
import { inventoryGroupOptionSchema } from '../../../catalogue/inventory-groups';
import type { RouteDefinition } from '../../route';

/** Every inventory group of the company by name, for the product and group drawers' pickers. */
export const listInventoryGroupOptions = {
  method: 'GET',
  path: '/api/v1/user/inventory/view/all/groups',
  handler: 'routes/groups/list-inventory-group-options',
  auth: 'user',
  permission: 'view',
  query: z.object({ company_id: companyIdField }),
  data: z.array(inventoryGroupOptionSchema),
} as const satisfies RouteDefinition;
