import * as z from '../zod';
import { companyIdField } from '../catalogue/fields';
import { MAX_PAGE_SIZE } from '../catalogue/list-query';
import { indianDate } from '../financial-year';
import { voucherTypeOf, type VoucherType } from './voucher-types';

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

/** Spec 4: lists open on the first day of the current month (India). */
export const firstOfMonth = (today = indianDate()) => `${today.slice(0, 8)}01`;

const dateParam = (label: string) =>
  z.optional(
    z.string().check(
      z.trim(),
      z.refine((text) => text === '' || /^\d{4}-\d{2}-\d{2}/.test(text), `${label} must be a date (YYYY-MM-DD)`),
    ),
  );

const whole = (label: string, min: number, max?: number) =>
  z.optional(
    z.coerce
      .number()
      .check(
        z.int(`${label} must be a whole number`),
        z.gte(min, `${label} must be ${min} or more`),
        z.lte(max ?? Number.MAX_SAFE_INTEGER, `${label} must be at most ${max}`),
      ),
  );

/** Issue 19: which invoices a list keeps by what is still due on them. */
export const VOUCHER_LIST_STATUSES = ['all', 'open', 'overdue'] as const;

/**
 * The query of the voucher lists (spec 7): the invoices directory sends search and page_no, the
 * transactions directory searchQuery and pageNumber; both are accepted. type is omitted (or
 * 'all') for every type; dates default to this month so far; the newest first.
 */
export const voucherListQuerySchema = z.pipe(
  z.object({
    company_id: companyIdField,
    search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    searchQuery: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    type: z.optional(z.string().check(z.trim(), z.maxLength(20))),
    start_date: dateParam('start_date'),
    end_date: dateParam('end_date'),
    page_no: whole('page_no', 1),
    pageNumber: whole('pageNumber', 1),
    limit: whole('limit', 1, MAX_PAGE_SIZE),
    sortField: z.optional(
      z.enum(VOUCHER_SORT_FIELDS, { error: `sortField must be one of: ${VOUCHER_SORT_FIELDS.join(', ')}` }),
    ),
    sortOrder: z.optional(
      z.coerce.number().check(z.refine((order) => order === 1 || order === -1, 'sortOrder must be 1 or -1')),
    ),
    include_cancelled: z.optional(z.enum(['true', 'false'])),
    /** Only one party's vouchers (the note form's invoice picker). */
    party_id: z.optional(z.string().check(z.trim(), z.maxLength(64))),
    /**
     * Issue 19: 'overdue' lists the invoices whose due date has passed with something left to pay,
     * whatever their date (the period does not apply); 'open' the invoices of the period with
     * something left to pay.
     */
    status: z.optional(z.enum(VOUCHER_LIST_STATUSES, { error: 'status must be all, open or overdue' })),
  }),
  z.transform((query, ctx) => {
    const typeText = query.type && query.type.toLowerCase() !== 'all' ? query.type : undefined;
    const type: VoucherType | undefined = typeText ? voucherTypeOf(typeText) : undefined;
    if (typeText && !type)
      ctx.issues.push({
        code: 'custom',
        input: query.type,
        message: 'type must be Sales, Purchase, Receipt, Payment, Credit Note, Debit Note or all',
      });
    const today = indianDate();
    return {
      company_id: query.company_id,
      search: (query.search ?? '') || (query.searchQuery ?? ''),
      type,
      start_date: query.start_date ? query.start_date.slice(0, 10) : firstOfMonth(today),
      end_date: query.end_date ? query.end_date.slice(0, 10) : today,
      page_no: query.page_no ?? query.pageNumber ?? 1,
      limit: query.limit ?? 10,
      sortField: query.sortField ?? 'date',
      sortOrder: query.sortOrder ?? -1,
      include_cancelled: query.include_cancelled === 'true',
      // An empty party_id is no filter.
      party_id: query.party_id === '' ? undefined : query.party_id,
      owing: query.status === 'overdue' || query.status === 'open' ? query.status : undefined,
    };
  }),
);

export type VoucherListQuery = z.output<typeof voucherListQuerySchema>;
