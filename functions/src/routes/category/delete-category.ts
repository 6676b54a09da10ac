import { deleteCategory } from '@app/shared/api/routes/category/delete-category';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { CATEGORY_NOT_FOUND, deleteCategory as removeCategory, getCategory } from '#lib/db/categories';
import { NotFoundError } from '#lib/errors';
import { defineRoute } from '#lib/http/define-route';

/** Deletes a category no product uses (409 while products are in it). */
export const handler = defineRoute(deleteCategory, COMPANY_IN_QUERY, async ({ params, membership }) => {
  const category = await getCategory(membership.company_id, params.id);
  if (!category) throw new NotFoundError(CATEGORY_NOT_FOUND);
  await removeCategory(category);
  return { message: 'Category deleted successfully', data: { _id: category.category_id } };
});
