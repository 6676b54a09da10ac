import { type VOUCHER_TYPES } from '@app/shared/books/voucher-types';
import {
  choiceParam,
  dayParam,
  orderParam,
  pageParam,
  periodOf,
  referenceParam,
  searchReader,
  sizeParam,
  textParam,
} from '@/lib/search-params';
import { VOUCHER_PAGE_SIZES, type VoucherSortField } from '@app/shared/lists';

/** Spec 2: the directory's type filter, in the spec's order, then the notes of issue 18. */
export const DIRECTORY_TYPES = [
  'All',
  'Payment',
  'Receipt',
  'Sales',
  'Purchase',
  'Credit Note',
  'Debit Note',
  'Journal',
  'Contra',
] as const satisfies readonly ('All' | (typeof VOUCHER_TYPES)[number])[];
export type DirectoryType = (typeof DIRECTORY_TYPES)[number];

/** The columns that sort (the server sorts by these voucher fields). */
export const TRANSACTION_SORT_FIELDS = [
  'date',
  'party_name',
  'voucher_type',
  'voucher_number',
] as const satisfies readonly VoucherSortField[];
export type TransactionSortField = (typeof TRANSACTION_SORT_FIELDS)[number];

/**
 * What the URL keeps (spec 2, 4, 9): search, the period (absent: the first of this month to
 * today), type, page, rows (10, 15, 20) and sort (date, newest first).
 */
export const readTransactionsSearch = searchReader({
  search: textParam,
  type: choiceParam(DIRECTORY_TYPES, 'All'),
  from: dayParam,
  to: dayParam,
  page: pageParam,
  size: sizeParam(VOUCHER_PAGE_SIZES, 10),
  sort: choiceParam(TRANSACTION_SORT_FIELDS, 'date'),
  order: orderParam(-1),
});

export type TransactionsSearch = ReturnType<typeof readTransactionsSearch>;

/** Spec 4: the defaults, left out of the URL. */
export const TRANSACTIONS_SEARCH_DEFAULTS = {
  type: 'All',
  page: 1,
  size: 10,
  sort: 'date',
  order: -1,
} as const satisfies Partial<TransactionsSearch>;

/** Reset Filters: everything back to the defaults. */
export const freshTransactionsSearch = (): TransactionsSearch => ({ ...TRANSACTIONS_SEARCH_DEFAULTS });

/** What the list is asked for: the URL's choices with the period filled in. */
export type TransactionListParams = Omit<TransactionsSearch, 'from' | 'to'> & { from: string; to: string };

export function listParamsOf(search: TransactionsSearch, today?: string): TransactionListParams {
  const { start, end } = periodOf({ start: search.from, end: search.to }, today);
  return { ...search, from: start, to: end };
}

/** Issue 19: the entry form opened from an invoice's Record Payment names the invoice. */
export const readSettlingSearch = searchReader({
  invoice: referenceParam,
});
