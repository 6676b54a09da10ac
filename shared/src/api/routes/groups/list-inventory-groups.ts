import type * as z from '../../../zod';
import { inventoryGroupSchema } from '../../../catalogue/inventory-groups';
import { filterParam, listMetaSchema, listQuerySchema, pagedList } from '../../../catalogue/list-query';
import type { RouteDefinition } from '../../route';

export const INVENTORY_GROUP_SORT_FIELDS = ['created_at', 'inventory_group_name', 'stock_items_count'] as const;

/**
 * The catalogue's Groups tab; search matches name and description; `parent` filters by the parent
 * group's id ('Primary Group' for the top-level groups).
 */
export const listInventoryGroups = {
  method: 'GET',
  path: '/api/v1/user/inventory/group/view/all',
  handler: 'routes/groups/list-inventory-groups',
  auth: 'user',
  permission: 'view',
  query: listQuerySchema(INVENTORY_GROUP_SORT_FIELDS, { parent: filterParam }),
  data: pagedList(inventoryGroupSchema, listMetaSchema),
} as const satisfies RouteDefinition;

export type InventoryGroupListQuery = z.input<typeof listInventoryGroups.query>;
