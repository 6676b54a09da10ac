import * as z from '@app/shared/zod';
import { INVOICE_TYPES, type VoucherType } from '@app/shared/books/voucher-types';
import { VOUCHER_PAGE_SIZES, VOUCHER_SORT_FIELDS, firstOfMonth } from '@app/shared/books/voucher-list-query';
import { indianDate } from '@app/shared/financial-year';

export type InvoiceType = (typeof INVOICE_TYPES)[number];
export type InvoiceSortField = (typeof VOUCHER_SORT_FIELDS)[number];

/** The invoice types as paths write them: /invoices/create/sales. */
export const INVOICE_PATH_TYPES = ['sales', 'purchase'] as const;
export type InvoicePathType = (typeof INVOICE_PATH_TYPES)[number];

export const invoiceTypeOfPath = (type: string): InvoiceType | undefined =>
  INVOICE_TYPES.find((t) => t.toLowerCase() === type.toLowerCase());
/** The path segment of an invoice's type (only Sales and Purchase have invoice pages). */
export const pathTypeOf = (type: VoucherType): InvoicePathType => (type === 'Sales' ? 'sales' : 'purchase');

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

/**
 * Spec 2 and 4: what the directory keeps in the URL. Left out, the dates are this month so far
 * (worked out when the page shows, so an open tab moves on with the calendar), the type all, 10
 * rows, newest first, cancelled invoices hidden.
 */
export const invoiceSearchSchema = z.object({
  page: z.catch(z._default(z.int().check(z.positive()), 1), 1),
  size: z.catch(z._default(z.literal(VOUCHER_PAGE_SIZES), 10), 10),
  search: text,
  type: z.catch(z._default(z.enum(['all', ...INVOICE_PATH_TYPES]), 'all'), 'all'),
  start: isoDate,
  end: isoDate,
  sort: z.catch(z._default(z.enum(VOUCHER_SORT_FIELDS), 'date'), 'date'),
  order: z.catch(z._default(z.literal([1, -1]), -1), -1),
  cancelled: z.catch(z._default(z.boolean(), false), false),
});

export type InvoiceSearch = z.output<typeof invoiceSearchSchema>;

export const INVOICE_SEARCH_DEFAULTS = {
  page: 1,
  size: 10,
  type: 'all',
  sort: 'date',
  order: -1,
  cancelled: false,
} as const satisfies Partial<InvoiceSearch>;

/** The period the list shows: the URL's dates, else the first of this month to today (India). */
export function periodOf(search: Pick<InvoiceSearch, 'start' | 'end'>, today = indianDate()) {
  return { start: search.start ?? firstOfMonth(today), end: search.end ?? today };
}
