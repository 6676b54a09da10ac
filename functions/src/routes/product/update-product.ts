import { updateProduct } from '@app/shared/api/routes/product/update-product';
import { imageFromRequest } from '#lib/catalogue/image-input';
import { catalogueNamesOf, requireProduct, taxEnabled } from '#lib/catalogue/lookups';
import { productFieldsFrom } from '#lib/catalogue/product-fields';
import { CATALOGUE_WRITE } from '#lib/catalogue/write-options';
import { updateProduct as saveProduct } from '#lib/db/products';
import { ConflictError } from '#lib/errors';
import { defineRoute } from '#lib/http/define-route';
import { presentProduct } from '#lib/presenters/product';

/**
 * Replaces a product with what the drawer shows. Its unit cannot change once stock has moved: the
 * quantities already booked were counted in the old unit.
 */
export const handler = defineRoute(
  updateProduct,
  CATALOGUE_WRITE,
  async ({ params, body, files, caller, membership }) => {
    const companyId = membership.company_id;
    const existing = await requireProduct(companyId, params.id);
    const fields = productFieldsFrom(body, await taxEnabled(companyId));
    if (fields.unit !== existing.unit && (existing.purchase_qty !== 0 || existing.sales_qty !== 0)) {
      throw new ConflictError('The unit of a product with purchases or sales cannot be changed');
    }
    const image = await imageFromRequest({
      userId: caller.sub,
      purpose: 'product',
      files,
      key: body.image,
      current: existing.image_key,
    });
    const product = await saveProduct(existing, { ...fields, image_key: image }, caller.sub);
    return {
      message: 'Product successfully updated! 🎉',
      data: await presentProduct(product, await catalogueNamesOf(product)),
    };
  },
);
