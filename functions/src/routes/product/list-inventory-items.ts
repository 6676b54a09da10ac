import { listInventoryItems } from '@app/shared/api/routes/product/list-inventory-items';
import { listInventoryPage } from '#lib/catalogue/inventory';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** The Inventory Management table. */
export const handler = defineRoute(listInventoryItems, COMPANY_IN_QUERY, async ({ query, membership }) => ({
  data: await listInventoryPage(membership.company_id, query),
}));
