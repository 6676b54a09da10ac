import {
  INVOICE_TYPES,
  NOTE_TYPES,
  isNoteType,
  typeSlug,
  type NoteType,
  type VoucherType,
} from '@app/shared/books/voucher-types';
import {
  choiceParam,
  dayParam,
  optionalChoiceParam,
  orderParam,
  pageParam,
  referenceParam,
  searchReader,
  sizeParam,
  switchParam,
  textParam,
} from '@/lib/search-params';
import { VOUCHER_LIST_STATUSES, VOUCHER_PAGE_SIZES, VOUCHER_SORT_FIELDS } from '@app/shared/lists';

export type InvoiceType = (typeof INVOICE_TYPES)[number];
export type InvoiceSortField = (typeof VOUCHER_SORT_FIELDS)[number];
/** The types the invoice screens show: invoices and the credit and debit notes raised against them. */
export type DirectoryType = InvoiceType | NoteType;

/** The invoice types as paths write them: /invoices/create/sales. */
export const INVOICE_PATH_TYPES = ['sales', 'purchase'] as const;
export type InvoicePathType = (typeof INVOICE_PATH_TYPES)[number];
/** The notes as paths write them (issue 18): /invoices/create/credit-note?against={invoice id}. */
export const NOTE_PATH_TYPES = ['credit-note', 'debit-note'] as const;
export type NotePathType = (typeof NOTE_PATH_TYPES)[number];
export const DIRECTORY_PATH_TYPES = [...INVOICE_PATH_TYPES, ...NOTE_PATH_TYPES] as const;
export type DirectoryPathType = (typeof DIRECTORY_PATH_TYPES)[number];

export const invoiceTypeOfPath = (type: string): InvoiceType | undefined =>
  INVOICE_TYPES.find((t) => t.toLowerCase() === type.toLowerCase());
export const noteTypeOfPath = (type: string): NoteType | undefined =>
  NOTE_TYPES.find((t) => typeSlug(t) === type.toLowerCase());
export const directoryTypeOfPath = (type: string): DirectoryType | undefined =>
  invoiceTypeOfPath(type) ?? noteTypeOfPath(type);

/** The path segment of a voucher's type on the invoice pages ('sales', 'purchase', 'credit-note', 'debit-note'). */
export const pathTypeOf = (type: VoucherType): DirectoryPathType =>
  isNoteType(type) ? (typeSlug(type) as NotePathType) : type === 'Sales' ? 'sales' : 'purchase';

/**
 * Spec 2 and 4: what the directory keeps in the URL. Left out, the dates are this month so far
 * (worked out when the page shows, so an open tab moves on with the calendar), the type all, 10
 * rows, newest first, cancelled invoices hidden.
 */
export const readInvoiceSearch = searchReader({
  page: pageParam,
  size: sizeParam(VOUCHER_PAGE_SIZES, 10),
  search: textParam,
  type: choiceParam(['all', ...DIRECTORY_PATH_TYPES], 'all'),
  start: dayParam,
  end: dayParam,
  sort: choiceParam(VOUCHER_SORT_FIELDS, 'date'),
  order: orderParam(-1),
  cancelled: switchParam(false),
  /** Issue 19: every invoice, those with something left to pay, or those past their due date (any period). */
  status: choiceParam(VOUCHER_LIST_STATUSES, 'all'),
});

export type InvoiceSearch = ReturnType<typeof readInvoiceSearch>;

export const INVOICE_SEARCH_DEFAULTS = {
  page: 1,
  size: 10,
  type: 'all',
  sort: 'date',
  order: -1,
  cancelled: false,
  status: 'all',
} as const satisfies Partial<InvoiceSearch>;

/**
 * The note form's search: the invoice the note is raised against, when it was opened from one,
 * and `kind=value` when it was opened to lower a price rather than to return goods.
 */
export const readNoteFormSearch = searchReader({
  against: referenceParam,
  kind: optionalChoiceParam(['value']),
});
