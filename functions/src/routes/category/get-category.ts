import { getCategory } from '@app/shared/api/routes/category/get-category';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { CATEGORY_NOT_FOUND, getCategory as findCategory } from '#lib/db/categories';
import { NotFoundError } from '#lib/errors';
import { defineRoute } from '#lib/http/define-route';
import { presentCategory } from '#lib/presenters/category';

/** One category. */
export const handler = defineRoute(getCategory, COMPANY_IN_QUERY, async ({ query, membership }) => {
  const category = await findCategory(membership.company_id, query.category_id);
  if (!category) throw new NotFoundError(CATEGORY_NOT_FOUND);
  return { data: [await presentCategory(category)] };
});
