import { inventoryItemsQuerySchema, inventoryItemsSchema } from '../../../catalogue/inventory-docs';
import type { RouteDefinition } from '../../route';

/** Spec 7: the Inventory Management table, by stock status tab, search, category and group. */
export const listInventoryItems = {
  method: 'GET',
  path: '/api/v1/product/view/inventory/items',
  handler: 'routes/product/list-inventory-items',
  auth: 'user',
  permission: 'view',
  query: inventoryItemsQuerySchema,
  data: inventoryItemsSchema,
} as const satisfies RouteDefinition;
