import * as z from '@app/shared/zod';
import { firstOfMonth, VOUCHER_PAGE_SIZES, type VoucherSortField } from '@app/shared/books/voucher-list-query';
import { type VOUCHER_TYPES } from '@app/shared/books/voucher-types';
import { indianDate } from '@app/shared/financial-year';

/** Spec 2: the directory's type filter, in the spec's order. */
export const DIRECTORY_TYPES = ['All', 'Payment', 'Receipt', 'Sales', 'Purchase'] as const satisfies readonly (
  'All' | (typeof VOUCHER_TYPES)[number]
)[];
export type DirectoryType = (typeof DIRECTORY_TYPES)[number];

/** The columns that sort (the server sorts by these voucher fields). */
export const TRANSACTION_SORT_FIELDS = [
  'date',
  'party_name',
  'voucher_type',
  'voucher_number',
] as const satisfies readonly VoucherSortField[];
export type TransactionSortField = (typeof TRANSACTION_SORT_FIELDS)[number];

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
const day = z.catch(z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined);

/**
 * What the URL keeps (spec 2, 4, 9): search, the period (absent: the first of this month to
 * today), type, page, rows (10, 15, 20) and sort (date, newest first).
 */
export const transactionsSearchSchema = z.object({
  search: text,
  type: z.catch(z._default(z.enum(DIRECTORY_TYPES), 'All'), 'All'),
  from: day,
  to: day,
  page: z.catch(z._default(z.int().check(z.positive()), 1), 1),
  size: z.catch(z._default(z.literal(VOUCHER_PAGE_SIZES), 10), 10),
  sort: z.catch(z._default(z.enum(TRANSACTION_SORT_FIELDS), 'date'), 'date'),
  order: z.catch(z._default(z.literal([1, -1]), -1), -1),
});

export type TransactionsSearch = z.output<typeof transactionsSearchSchema>;

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

export function listParamsOf(search: TransactionsSearch, today: string = indianDate()): TransactionListParams {
  return { ...search, from: search.from ?? firstOfMonth(today), to: search.to ?? today };
}
