import { choiceParam, orderParam, pageParam, searchReader, sizeParam, textParam } from '@/lib/search-params';
import { CATALOGUE_PAGE_SIZES, DEFAULT_PAGE_SIZE, PRODUCT_SORT_FIELDS } from '@app/shared/lists';

export const CATALOGUE_TABS = ['products', 'categories', 'groups'] as const;
export type CatalogueTab = (typeof CATALOGUE_TABS)[number];
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

/** Spec 2.10 and 9: what the URL keeps: tab, page, size (10, 25, 50), search, filters and sort. */
export const readCatalogueSearch = searchReader({
  tab: choiceParam(CATALOGUE_TABS, 'products'),
  page: pageParam,
  size: sizeParam(CATALOGUE_PAGE_SIZES, DEFAULT_PAGE_SIZE),
  search: textParam,
  category: textParam,
  group: textParam,
  sort: choiceParam(PRODUCT_SORT_FIELDS, 'created_at'),
  order: orderParam(1),
});

export type CatalogueSearch = ReturnType<typeof readCatalogueSearch>;

/** Spec 9: default page size 10, default sort created_at ascending; left out of the URL. */
export const CATALOGUE_SEARCH_DEFAULTS = {
  tab: 'products',
  page: 1,
  size: DEFAULT_PAGE_SIZE,
  sort: 'created_at',
  order: 1,
} as const satisfies Partial<CatalogueSearch>;

/** A tab with nothing filtered (spec 2.10: switching a tab resets all filters). */
export const freshSearch = (tab: CatalogueTab): CatalogueSearch => ({ ...CATALOGUE_SEARCH_DEFAULTS, tab });
