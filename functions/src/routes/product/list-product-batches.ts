import { listProductBatches } from '@app/shared/api/routes/product/list-product-batches';
import { indianDate } from '@app/shared/financial-year';
import { requireProduct } from '#lib/catalogue/lookups';
import { readArchivedBatches, withArchived } from '#lib/db/batch-archive';
import { readProductBatches } from '#lib/db/batch-chunks';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { byExpiry } from '@app/shared/catalogue/batches';
import { expiryWindowOf, presentBatch } from '#lib/presenters/batch';
import { getCompany } from '#lib/db/companies';

/**
 * A product's batches: one projected read of its chunk, and of its archive when sold-out batches
 * are asked for (they leave the chunk after the voucher that sold them out: db/batch-archive.ts).
 */
export const handler = defineRoute(listProductBatches, COMPANY_IN_QUERY, async ({ params, query, membership }) => {
  const product = await requireProduct(membership.company_id, params.id);
  const soldOutToo = query.include_empty === 'true';
  const [live, archived, company] = await Promise.all([
    readProductBatches(membership.company_id, [product.product_id]),
    soldOutToo ? readArchivedBatches(membership.company_id, [product.product_id]) : undefined,
    getCompany(membership.company_id),
  ]);
  const batches = withArchived(live.get(product.product_id) ?? [], archived?.get(product.product_id) ?? []);
  const windowDays = expiryWindowOf(company);
  const today = indianDate();
  return {
    data: batches
      .filter((batch) => soldOutToo || batch.quantity > 0)
      .sort(byExpiry)
      .map((batch) => presentBatch(batch, today, windowDays)),
  };
});
