import { listProductBatches } from '@app/shared/api/routes/product/list-product-batches';
import { indianDate } from '@app/shared/financial-year';
import { requireProduct } from '#lib/catalogue/lookups';
import { readProductBatches } from '#lib/db/batch-chunks';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { byExpiry } from '@app/shared/catalogue/batches';
import { expiryWindowOf, presentBatch } from '#lib/presenters/batch';
import { getCompany } from '#lib/db/companies';

/** A product's batches: one projected read of its chunk. */
export const handler = defineRoute(listProductBatches, COMPANY_IN_QUERY, async ({ params, query, membership }) => {
  const product = await requireProduct(membership.company_id, params.id);
  const [byProduct, company] = await Promise.all([
    readProductBatches(membership.company_id, [product.product_id]),
    getCompany(membership.company_id),
  ]);
  const batches = byProduct.get(product.product_id) ?? [];
  const windowDays = expiryWindowOf(company);
  const today = indianDate();
  return {
    data: batches
      .filter((batch) => query.include_empty === 'true' || batch.quantity > 0)
      .sort(byExpiry)
      .map((batch) => presentBatch(batch, today, windowDays)),
  };
});
