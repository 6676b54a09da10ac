import { listExpiringBatches } from '@app/shared/api/routes/product/list-expiring-batches';
import { indianDate } from '@app/shared/financial-year';
import { readAllBatches } from '#lib/db/batch-chunks';
import { getProducts } from '#lib/db/products';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { byExpiry } from '@app/shared/catalogue/batches';
import { expiryWindowOf, presentBatch } from '#lib/presenters/batch';
import { getCompany } from '#lib/db/companies';

/** Batches in stock past or near their expiry, over the company's 8 batch chunks. */
export const handler = defineRoute(listExpiringBatches, COMPANY_IN_QUERY, async ({ query, membership }) => {
  const companyId = membership.company_id;
  const today = indianDate();
  const wanted = query.status ?? 'all';
  const [byProduct, company] = await Promise.all([readAllBatches(companyId), getCompany(companyId)]);
  const windowDays = expiryWindowOf(company);
  const products = new Map(
    (await getProducts(companyId, [...byProduct.keys()])).map((product) => [product.product_id, product]),
  );
  const rows = [...byProduct].flatMap(([productId, batches]) => {
    const product = products.get(productId);
    if (!product?.batch_tracked) return [];
    return batches
      .filter((batch) => batch.quantity > 0)
      .sort(byExpiry)
      .map((batch) => ({
        ...presentBatch(batch, today, windowDays),
        product_id: productId,
        stock_item_name: product.stock_item_name,
        unit: product.unit,
      }))
      .filter((row) => row.status !== 'ok' && (wanted === 'all' || row.status === wanted));
  });
  return { data: rows.sort((a, b) => (a.expiry === b.expiry ? 0 : a.expiry < b.expiry ? -1 : 1)) };
});
