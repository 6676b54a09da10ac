import { PARTY_GROUPS } from '@app/shared/books/party-groups';
import { VOUCHER_TYPES } from '@app/shared/books/voucher-types';
import {
  choiceParam,
  dayParam,
  optionalChoiceParam,
  orderParam,
  pageParam,
  searchReader,
  sizeParam,
  textParam,
} from '@/lib/search-params';
import { LEDGER_PAGE_SIZES, LEDGER_SORT_FIELDS, VOUCHER_PAGE_SIZES } from '@app/shared/lists';

export type CustomerSortField = (typeof LEDGER_SORT_FIELDS)[number];
export type CustomerPageSize = (typeof LEDGER_PAGE_SIZES)[number];
export type StatementPageSize = (typeof VOUCHER_PAGE_SIZES)[number];

/** Spec 2 and 4: what the Customers Directory keeps in its URL: page, rows, search, filters, sort. */
export const readCustomersSearch = searchReader({
  page: pageParam,
  size: sizeParam(LEDGER_PAGE_SIZES, 10),
  search: textParam,
  state: textParam,
  type: optionalChoiceParam(PARTY_GROUPS),
  sort: choiceParam(LEDGER_SORT_FIELDS, 'created_at'),
  order: orderParam(1),
});

export type CustomersSearch = ReturnType<typeof readCustomersSearch>;

/** Spec 4: 10 rows, page 1, sorted by created_at ascending; left out of the URL. */
export const CUSTOMERS_SEARCH_DEFAULTS = {
  page: 1,
  size: 10,
  sort: 'created_at',
  order: 1,
} as const satisfies Partial<CustomersSearch>;

/**
 * Spec 2 and 4: the customer ledger page's filters. The dates default to the first of this month
 * and today (India), which change with the day, so they are in the URL only when chosen.
 */
export const readStatementSearch = searchReader({
  page: pageParam,
  size: sizeParam(VOUCHER_PAGE_SIZES, 10),
  search: textParam,
  type: optionalChoiceParam(VOUCHER_TYPES),
  start: dayParam,
  end: dayParam,
});

export type StatementSearch = ReturnType<typeof readStatementSearch>;

export const STATEMENT_SEARCH_DEFAULTS = { page: 1, size: 10 } as const satisfies Partial<StatementSearch>;
