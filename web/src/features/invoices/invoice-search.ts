import * as z from '@app/shared/zod';
import { INVOICE_TYPES, type VoucherType } from '@app/shared/books/voucher-types';
import { VOUCHER_PAGE_SIZES, VOUCHER_SORT_FIELDS } from '@app/shared/books/voucher-list-query';
import { choiceParam, dayParam, orderParam, pageParam, sizeParam, textParam } from '@/lib/search-params';

export type InvoiceType = (typeof INVOICE_TYPES)[number];
export type InvoiceSortField = (typeof VOUCHER_SORT_FIELDS)[number];

/** The invoice types as paths write them: /invoices/create/sales. */
export const INVOICE_PATH_TYPES = ['sales', 'purchase'] as const;
export type InvoicePathType = (typeof INVOICE_PATH_TYPES)[number];

export const invoiceTypeOfPath = (type: string): InvoiceType | undefined =>
  INVOICE_TYPES.find((t) => t.toLowerCase() === type.toLowerCase());
/** The path segment of an invoice's type (only Sales and Purchase have invoice pages). */
export const pathTypeOf = (type: VoucherType): InvoicePathType => (type === 'Sales' ? 'sales' : 'purchase');

/**
 * Spec 2 and 4: what the directory keeps in the URL. Left out, the dates are this month so far
 * (worked out when the page shows, so an open tab moves on with the calendar), the type all, 10
 * rows, newest first, cancelled invoices hidden.
 */
export const invoiceSearchSchema = z.object({
  page: pageParam,
  size: sizeParam(VOUCHER_PAGE_SIZES, 10),
  search: textParam,
  type: choiceParam(['all', ...INVOICE_PATH_TYPES], 'all'),
  start: dayParam,
  end: dayParam,
  sort: choiceParam(VOUCHER_SORT_FIELDS, 'date'),
  order: orderParam(-1),
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
