/**
 * What each list can be paged, sorted and filtered by: plain values, no schemas. The web's routes
 * read their URL's search with these, and every route's definition loads with the app's entry, so
 * keeping them apart from the lists' zod schemas keeps those schemas out of every first view
 * (issue 38). The schemas (…-docs.ts, …-query.ts, api/routes) take their choices from here.
 */

/** Spec 2.10 and 9: the catalogue's page sizes, default 10, default sort created_at ascending. */
export const CATALOGUE_PAGE_SIZES = [10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const SORT_ORDERS = [1, -1] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Spec 9: invoices, transactions and ledger pages show 10, 15 or 20 rows (default 10). */
export const VOUCHER_PAGE_SIZES = [10, 15, 20] as const;

export const VOUCHER_SORT_FIELDS = [
  'date',
  'voucher_number',
  'party_name',
  'voucher_type',
  'grand_total',
  'created_at',
] as const;
export type VoucherSortField = (typeof VOUCHER_SORT_FIELDS)[number];

/** Issue 19: which invoices a list keeps by what is still due on them. */
export const VOUCHER_LIST_STATUSES = ['all', 'open', 'overdue'] as const;

/** Spec 9: the Customers Directory's page sizes (any size up to 100 is accepted). */
export const LEDGER_PAGE_SIZES = [10, 15, 20] as const;

/** Sortable columns (spec 2); created_at, ascending, is the default (spec 4). */
export const LEDGER_SORT_FIELDS = ['created_at', 'name', 'state', 'type'] as const;

/** Sortable product columns; created_at (the default) first. */
export const PRODUCT_SORT_FIELDS = ['created_at', 'stock_item_name', 'hsn_code', 'current_stock'] as const;

/** Spec 2 'Inventory Management': sortable columns, created_at (the default) first. */
export const INVENTORY_SORT_FIELDS = ['created_at', 'stock_item_name', 'current_stock', 'last_restock_date'] as const;

/** Spec 9: inventory page sizes, default 10. */
export const INVENTORY_PAGE_SIZES = [5, 10, 25, 50] as const;

/** Issue 18: the Expiring tab's filter: batches past their expiry, inside the alert window, or both. */
export const EXPIRY_FILTERS = ['expired', 'expiring', 'all'] as const;

/** Spec 9: the summary's page sizes, default 10. */
export const SUMMARY_PAGE_SIZES = [5, 10, 25, 50] as const;

export const HSN_SORT_FIELDS = ['hsn_code', 'item', 'quantity', 'taxable_value', 'tax_amount'] as const;
export const PARTY_SORT_FIELDS = ['party_name', 'party_tin', 'quantity', 'taxable_value', 'tax_amount'] as const;
export const BILL_SORT_FIELDS = ['date', 'voucher_number', 'party_name', 'total_value', 'taxable_value'] as const;

/** Spec 9: the timeline's page sizes, default 30. */
export const TIMELINE_PAGE_SIZES = [30, 50, 100, 500] as const;

/** Sortable columns; spec 9: the default sort is the item name, descending. */
export const TIMELINE_SORT_FIELDS = [
  'item',
  'opening_val',
  'inwards_val',
  'outwards_val',
  'gross_profit',
  'closing_val',
] as const;
