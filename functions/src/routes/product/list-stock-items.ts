import { listStockItems } from '@app/shared/api/routes/product/list-stock-items';
import { listProductPage } from '#lib/catalogue/product-list';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** The spec's second products list, with the same filters as the Products tab. */
export const handler = defineRoute(listStockItems, COMPANY_IN_QUERY, async ({ query, membership }) => ({
  data: await listProductPage(membership.company_id, query),
}));
