import { listCategories, type CATEGORY_SORT_FIELDS } from '@app/shared/api/routes/category/list-categories';
import { matchesAll, pageOf, searchTerms, sortRecords } from '#lib/catalogue/paging';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { listCategoryRecords, type CategoryRecord } from '#lib/db/categories';
import { defineRoute } from '#lib/http/define-route';
import { presentCategory } from '#lib/presenters/category';

const SORT_VALUE: Record<(typeof CATEGORY_SORT_FIELDS)[number], (category: CategoryRecord) => string | number> = {
  created_at: (category) => category.created_at,
  category_name: (category) => category.category_name,
  stock_items_count: (category) => category.stock_items_count,
};

/** The catalogue's Categories tab: search (name, description), sort and page. */
export const handler = defineRoute(listCategories, COMPANY_IN_QUERY, async ({ query, membership }) => {
  const terms = searchTerms(query.search);
  const matching = (await listCategoryRecords(membership.company_id)).filter((category) =>
    matchesAll(terms, [category.category_name, category.description]),
  );
  const sorted = sortRecords(matching, SORT_VALUE[query.sortField], query.sortOrder, (category) => category.created_at);
  const { items, meta } = pageOf(sorted, query);
  return { data: { docs: await Promise.all(items.map(presentCategory)), meta } };
});
