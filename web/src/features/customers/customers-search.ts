import * as z from '@app/shared/zod';
import { PARTY_GROUPS } from '@app/shared/books/ledgers';
import { VOUCHER_PAGE_SIZES, firstOfMonth } from '@app/shared/books/voucher-list-query';
import { VOUCHER_TYPES } from '@app/shared/books/voucher-types';
import { indianDate } from '@app/shared/financial-year';
import { LEDGER_PAGE_SIZES, LEDGER_SORT_FIELDS } from '@app/shared/api/routes/ledger/list-ledgers';

export type CustomerSortField = (typeof LEDGER_SORT_FIELDS)[number];
export type CustomerPageSize = (typeof LEDGER_PAGE_SIZES)[number];
export type StatementPageSize = (typeof VOUCHER_PAGE_SIZES)[number];

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

const isoDate = z.catch(z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined);

/** Spec 2 and 4: what the Customers Directory keeps in its URL: page, rows, search, filters, sort. */
export const customersSearchSchema = z.object({
  page: z.catch(z._default(z.int().check(z.positive()), 1), 1),
  size: z.catch(z._default(z.literal(LEDGER_PAGE_SIZES), 10), 10),
  search: text,
  state: text,
  type: z.catch(z.optional(z.enum(PARTY_GROUPS)), undefined),
  sort: z.catch(z._default(z.enum(LEDGER_SORT_FIELDS), 'created_at'), 'created_at'),
  order: z.catch(z._default(z.literal([1, -1]), 1), 1),
});

export type CustomersSearch = z.output<typeof customersSearchSchema>;

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
export const statementSearchSchema = z.object({
  page: z.catch(z._default(z.int().check(z.positive()), 1), 1),
  size: z.catch(z._default(z.literal(VOUCHER_PAGE_SIZES), 10), 10),
  search: text,
  type: z.catch(z.optional(z.enum(VOUCHER_TYPES)), undefined),
  start: isoDate,
  end: isoDate,
});

export type StatementSearch = z.output<typeof statementSearchSchema>;

export const STATEMENT_SEARCH_DEFAULTS = { page: 1, size: 10 } as const satisfies Partial<StatementSearch>;

/** The period a statement shows: the chosen dates, else this month so far. */
export function statementPeriod(search: Pick<StatementSearch, 'start' | 'end'>, today = indianDate()) {
  return { start: search.start ?? firstOfMonth(today), end: search.end ?? today };
}
