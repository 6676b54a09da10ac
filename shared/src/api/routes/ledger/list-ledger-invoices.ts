import * as z from '../../../zod';
import { idField } from '../../ids';
import { companyIdField } from '../../../catalogue/fields';
import { dateQueryParam } from '../../../catalogue/list-query';
import { STATEMENT_SORT_FIELDS, statementSchema } from '../../../books/ledger-statement';
import { voucherTypeOf } from '../../../books/voucher-types';
import { firstOfMonth, indianDate } from '../../../financial-year';
import type { RouteDefinition } from '../../route';
import { MAX_PAGE_SIZE } from '../../../lists';

const statementQuerySchema = z.pipe(
  z.object({
    company_id: companyIdField,
    search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    type: z.optional(z.string().check(z.trim(), z.maxLength(20))),
    start_date: dateQueryParam('start_date'),
    end_date: dateQueryParam('end_date'),
    page_no: z._default(z.coerce.number().check(z.int(), z.gte(1, 'page_no must be 1 or more')), 1),
    limit: z._default(
      z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)),
      10,
    ),
    sortField: z._default(z.enum(STATEMENT_SORT_FIELDS), 'created_at'),
    sortOrder: z._default(
      z.coerce.number().check(z.refine((order) => order === 1 || order === -1, 'sortOrder must be 1 or -1')),
      -1,
    ),
  }),
  z.transform((query, ctx) => {
    const typeText = query.type && query.type.toLowerCase() !== 'all' ? query.type : undefined;
    const type = typeText ? voucherTypeOf(typeText) : undefined;
    if (typeText && !type) ctx.issues.push({ code: 'custom', input: query.type, message: 'Unknown voucher type' });
    const today = indianDate();
    return {
      ...query,
      search: query.search ?? '',
      type,
      start_date: query.start_date ? query.start_date.slice(0, 10) : firstOfMonth(today),
      end_date: query.end_date ? query.end_date.slice(0, 10) : today,
    };
  }),
);

/**
 * The customer ledger page (spec 7): the ledger's vouchers of a period, searched, filtered by type,
 * sorted and paged, with its opening, current and closing figures for the period (spec 2).
 */
export const listLedgerInvoices = {
  method: 'GET',
  path: '/api/v1/ledger/view/invoices/{customer_id}',
  handler: 'routes/ledger/list-ledger-invoices',
  auth: 'user',
  permission: 'view',
  params: z.object({ customer_id: idField('customer_id') }),
  query: statementQuerySchema,
  data: statementSchema,
} as const satisfies RouteDefinition;

export type StatementQuery = z.output<typeof statementQuerySchema>;
