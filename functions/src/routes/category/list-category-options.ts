import { listCategoryOptions } from '@app/shared/api/routes/category/list-category-options';
import { sortRecords } from '#lib/catalogue/paging';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { listCategoryRecords } from '#lib/db/categories';
import { defineRoute } from '#lib/http/define-route';

/** Every category of the company by name, for pickers. */
export const handler = defineRoute(listCategoryOptions, COMPANY_IN_QUERY, async ({ membership }) => {
  const categories = await listCategoryRecords(membership.company_id);
  const sorted = sortRecords(
    categories,
    (category) => category.category_name,
    1,
    (category) => category.created_at,
  );
  return { data: sorted.map((category) => ({ _id: category.category_id, category_name: category.category_name })) };
});
