import { createCategory } from '@app/shared/api/routes/category/create-category';
import { imageFromRequest } from '#lib/catalogue/image-input';
import { CATALOGUE_WRITE } from '#lib/catalogue/write-options';
import { createCategory as saveCategory } from '#lib/db/categories';
import { defineRoute } from '#lib/http/define-route';
import { presentCategory } from '#lib/presenters/category';

/** A new category for the company's products. */
export const handler = defineRoute(createCategory, CATALOGUE_WRITE, async ({ body, files, caller, membership }) => {
  const image = await imageFromRequest({ userId: caller.sub, purpose: 'category', files, key: body.image });
  const category = await saveCategory(membership.company_id, body, image);
  return { statusCode: 201, message: 'Category successfully created! 🎉', data: await presentCategory(category) };
});
