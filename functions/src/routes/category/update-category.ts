import { updateCategory } from '@app/shared/api/routes/category/update-category';
import { imageFromRequest } from '#lib/catalogue/image-input';
import { CATALOGUE_WRITE } from '#lib/catalogue/write-options';
import { CATEGORY_NOT_FOUND, getCategory, updateCategory as saveCategory } from '#lib/db/categories';
import { NotFoundError } from '#lib/errors';
import { defineRoute } from '#lib/http/define-route';
import { presentCategory } from '#lib/presenters/category';

/** Replaces a category with what the drawer shows. */
export const handler = defineRoute(
  updateCategory,
  CATALOGUE_WRITE,
  async ({ params, body, files, caller, membership }) => {
    const existing = await getCategory(membership.company_id, params.id);
    if (!existing) throw new NotFoundError(CATEGORY_NOT_FOUND);
    const image = await imageFromRequest({
      userId: caller.sub,
      purpose: 'category',
      files,
      key: body.image,
      current: existing.image_key,
    });
    const category = await saveCategory(existing, body, image);
    return { message: 'Category successfully updated! 🎉', data: await presentCategory(category) };
  },
);
