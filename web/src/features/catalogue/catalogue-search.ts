import * as z from '@app/shared/zod';
import { PRODUCT_SORT_FIELDS } from '@app/shared/api/routes/product/list-products';
import { DEFAULT_PAGE_SIZE } from '@app/shared/catalogue/list-query';

export const CATALOGUE_TABS = ['products', 'categories', 'groups'] as const;
export type CatalogueTab = (typeof CATALOGUE_TABS)[number];
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

/** A text parameter; the router reads `?search=123` as a number, so numbers are taken as text. */
const text = z.catch(
  z.optional(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((value) => String(value)),
    ),
  ),
  undefined,
);

/** Spec 2.10 and 9: what the URL keeps: tab, page, size (10, 25, 50), search, filters and sort. */
export const catalogueSearchSchema = z.object({
  tab: z.catch(z._default(z.enum(CATALOGUE_TABS), 'products'), 'products'),
  page: z.catch(z._default(z.int().check(z.positive()), 1), 1),
  size: z.catch(z._default(z.literal([10, 25, 50]), DEFAULT_PAGE_SIZE), DEFAULT_PAGE_SIZE),
  search: text,
  category: text,
  group: text,
  sort: z.catch(z._default(z.enum(PRODUCT_SORT_FIELDS), 'created_at'), 'created_at'),
  order: z.catch(z._default(z.literal([1, -1]), 1), 1),
});

export type CatalogueSearch = z.output<typeof catalogueSearchSchema>;

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
