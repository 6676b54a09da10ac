import { listProducts } from '@app/shared/api/routes/product/list-products';
import { listProductPage } from '#lib/catalogue/product-list';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** The catalogue's Products tab: searched, filtered, sorted and paged. */
export const handler = defineRoute(listProducts, COMPANY_IN_QUERY, async ({ query, membership }) => ({
  data: await listProductPage(membership.company_id, query),
}));
