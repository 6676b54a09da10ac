import { getProductTimeline } from '@app/shared/api/routes/product/get-product-timeline';
import { requireProduct } from '#lib/catalogue/lookups';
import { productTimeline } from '#lib/catalogue/product-timeline';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { getCompany } from '#lib/db/companies';
import { defineRoute } from '#lib/http/define-route';

/** The product page's movement timeline. */
export const handler = defineRoute(getProductTimeline, COMPANY_IN_QUERY, async ({ params, membership }) => {
  const [product, company] = await Promise.all([
    requireProduct(membership.company_id, params.id),
    getCompany(membership.company_id),
  ]);
  return { data: [await productTimeline(product, company?.books_begin_from ?? product.created_at.slice(0, 10))] };
});
