import { createProduct } from '@app/shared/api/routes/product/create-product';
import { imageFromRequest } from '#lib/catalogue/image-input';
import { catalogueNamesOf, taxEnabled } from '#lib/catalogue/lookups';
import { productFieldsFrom } from '#lib/catalogue/product-fields';
import { CATALOGUE_WRITE } from '#lib/catalogue/write-options';
import { createProduct as saveProduct } from '#lib/db/products';
import { defineRoute } from '#lib/http/define-route';
import { presentProduct } from '#lib/presenters/product';

/** A new product in the company's catalogue. */
export const handler = defineRoute(createProduct, CATALOGUE_WRITE, async ({ body, files, caller, membership }) => {
  const companyId = membership.company_id;
  const fields = productFieldsFrom(body, await taxEnabled(companyId));
  const image = await imageFromRequest({ userId: caller.sub, purpose: 'product', files, key: body.image });
  const product = await saveProduct(companyId, { ...fields, image_key: image }, caller.sub);
  return {
    statusCode: 201,
    message: 'Product successfully created! 🎉',
    data: await presentProduct(product, await catalogueNamesOf(product)),
  };
});
