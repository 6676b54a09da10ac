import { choiceParam, orderParam, pageParam, searchReader, sizeParam, textParam } from '@/lib/search-params';
import { EXPIRY_FILTERS, INVENTORY_PAGE_SIZES, INVENTORY_SORT_FIELDS } from '@app/shared/lists';

/**
 * Spec 2: the tabs, each the stock status the list asks for ('all' sends none); issue 18 adds
 * Expiring, the batches past or near their expiry.
 */
export const INVENTORY_TABS = ['all', 'zero', 'low', 'positive', 'expiring'] as const;
export type InventoryTab = (typeof INVENTORY_TABS)[number];
/** The tabs that list stock items (all but Expiring, which lists batches). */
export type StockTab = Exclude<InventoryTab, 'expiring'>;

export const INVENTORY_TAB_LABELS: Record<InventoryTab, string> = {
  all: 'All Inventory',
  zero: 'Zero Stock',
  low: 'Low Stock',
  positive: 'Available',
  expiring: 'Expiring',
};

/** The Expiring tab's filter: expired, expiring within the alert window, or both. */
export type ExpiryFilter = (typeof EXPIRY_FILTERS)[number];
export const EXPIRY_FILTER_LABELS: Record<ExpiryFilter, string> = {
  all: 'All',
  expired: 'Expired',
  expiring: 'Expiring soon',
};

export type InventorySortField = (typeof INVENTORY_SORT_FIELDS)[number];
export type InventoryPageSize = (typeof INVENTORY_PAGE_SIZES)[number];

/**
 * What the URL keeps (spec 2 and 9): the tab, search, category and group (by id), page, rows
 * (5, 10, 25, 50) and sort (created_at ascending); on the Expiring tab, its filter.
 */
export const readInventorySearch = searchReader({
  tab: choiceParam(INVENTORY_TABS, 'all'),
  search: textParam,
  category: textParam,
  group: textParam,
  page: pageParam,
  size: sizeParam(INVENTORY_PAGE_SIZES, 10),
  sort: choiceParam(INVENTORY_SORT_FIELDS, 'created_at'),
  order: orderParam(1),
  expiry: choiceParam(EXPIRY_FILTERS, 'all'),
});

export type InventorySearch = ReturnType<typeof readInventorySearch>;

/** Spec 9: the defaults, left out of the URL. */
export const INVENTORY_SEARCH_DEFAULTS = {
  tab: 'all',
  page: 1,
  size: 10,
  sort: 'created_at',
  order: 1,
  expiry: 'all',
} as const satisfies Partial<InventorySearch>;

/** Reset Filters: the defaults, on the tab the user is on. */
export const freshInventorySearch = (tab: InventoryTab = 'all'): InventorySearch => ({
  ...INVENTORY_SEARCH_DEFAULTS,
  tab,
});
