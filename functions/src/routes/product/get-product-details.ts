import { getProductDetails } from '@app/shared/api/routes/product/get-product-details';
import { catalogueNamesOf, requireProduct } from '#lib/catalogue/lookups';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { presentProductDetails } from '#lib/presenters/product';

/** The product page: the product and its stock figures. */
export const handler = defineRoute(getProductDetails, COMPANY_IN_QUERY, async ({ params, membership }) => {
  const product = await requireProduct(membership.company_id, params.id);
  return { data: [await presentProductDetails(product, await catalogueNamesOf(product))] };
});
