import * as z from '../zod';
import { companyIdField } from '../catalogue/fields';
import { firstOfMonth, indianDate } from '../financial-year';
import { voucherTypeOf, type VoucherType } from './voucher-types';
import { MAX_PAGE_SIZE, VOUCHER_LIST_STATUSES, VOUCHER_SORT_FIELDS } from '../lists';

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
