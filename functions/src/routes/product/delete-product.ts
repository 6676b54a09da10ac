import { deleteProduct } from '@app/shared/api/routes/product/delete-product';
import { requireProduct } from '#lib/catalogue/lookups';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { deleteProduct as removeProduct } from '#lib/db/products';
import { defineRoute } from '#lib/http/define-route';

/** Removes a product from the catalogue (kept, marked deleted, for the invoices that name it). */
export const handler = defineRoute(deleteProduct, COMPANY_IN_QUERY, async ({ params, caller, membership }) => {
  const product = await requireProduct(membership.company_id, params.id);
  await removeProduct(product, caller.sub);
  return { message: 'Product deleted successfully', data: { _id: product.product_id } };
});
