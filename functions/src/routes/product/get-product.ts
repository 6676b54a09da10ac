import { getProduct } from '@app/shared/api/routes/product/get-product';
import { catalogueNamesOf, requireProduct } from '#lib/catalogue/lookups';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { presentProduct } from '#lib/presenters/product';

/** One product, for the drawer to edit. */
export const handler = defineRoute(getProduct, COMPANY_IN_QUERY, async ({ params, membership }) => {
  const product = await requireProduct(membership.company_id, params.id);
  return { data: [await presentProduct(product, await catalogueNamesOf(product))] };
});
