import { getInventoryStats } from '@app/shared/api/routes/product/get-inventory-stats';
import { inventoryStats } from '#lib/catalogue/inventory';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** The Inventory Management page's stats cards. */
export const handler = defineRoute(getInventoryStats, COMPANY_IN_QUERY, async ({ membership }) => ({
  data: await inventoryStats(membership.company_id),
}));
