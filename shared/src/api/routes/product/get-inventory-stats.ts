import { inventoryStatsSchema } from '../../../catalogue/inventory-docs';
import type { RouteDefinition } from '../../route';
import { companyQuery } from '../invoices/voucher-params';

/** Spec 7: the Inventory Management page's stats cards. */
export const getInventoryStats = {
  method: 'GET',
  path: '/api/v1/product/view/inventory/stats',
  handler: 'routes/product/get-inventory-stats',
  auth: 'user',
  permission: 'view',
  query: companyQuery,
  data: inventoryStatsSchema,
} as const satisfies RouteDefinition;
