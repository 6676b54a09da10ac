import * as z from '../zod';
import { companyIdField } from '../catalogue/fields';
import { dateQueryParam, filterParam, listMetaSchema, listQuerySchema, pagedList } from '../catalogue/list-query';
import { reportPeriod } from './timeline-docs';
import { BILL_SORT_FIELDS, HSN_SORT_FIELDS, PARTY_SORT_FIELDS } from '../lists';

/**
 * The Summary page (spec 2, tax on): sales by HSN code, by customer and by bill over a period, in
 * rupees. Sales only, net of credit notes: what GSTR-1 reports. Figures are taxable values, tax
 * and their sum; a credit note's are negative where it is listed. Invoice counts leave notes out.
 */

const summaryFilters = {
  start_date: dateQueryParam('start_date'),
  end_date: dateQueryParam('end_date'),
  /** Spec 7: the client sends startDate and endDate (ISO) too; either pair is read. */
  startDate: dateQueryParam('startDate'),
  endDate: dateQueryParam('endDate'),
};

/** start_date/end_date, else startDate/endDate, else the running financial year. */
const withPeriod = <T extends { start_date?: string; end_date?: string; startDate?: string; endDate?: string }>(
  query: T,
  ctx: z.core.ParsePayload,
) =>
  reportPeriod(
    { ...query, start_date: query.start_date ?? query.startDate, end_date: query.end_date ?? query.endDate },
    ctx,
  );

const SUMMARY_LIST = { limit: 10, maxLimit: 100, sortOrder: 1 } as const;

/**
 * Spec 7: company_id, search, category (HSN only), start_date, end_date, page_no, limit, sortField,
 * sortOrder. `hsn_code` with `tax_rate` asks for one row's invoices (the expanded sub-table).
 */
export const hsnSummaryQuerySchema = z.pipe(
  listQuerySchema(
    HSN_SORT_FIELDS,
    {
      ...summaryFilters,
      category: filterParam,
      hsn_code: z.optional(z.string().check(z.trim(), z.maxLength(16))),
      tax_rate: z.optional(z.coerce.number().check(z.gte(0), z.lte(100))),
    },
    SUMMARY_LIST,
  ),
  z.transform(withPeriod),
);

/** As the HSN summary's; `party_id` asks for one party's invoices (the expanded sub-table). */
export const partySummaryQuerySchema = z.pipe(
  listQuerySchema(
    PARTY_SORT_FIELDS,
    { ...summaryFilters, party_id: z.optional(z.string().check(z.maxLength(64))) },
    SUMMARY_LIST,
  ),
  z.transform(withPeriod),
);

export const billSummaryQuerySchema = z.pipe(
  listQuerySchema(BILL_SORT_FIELDS, summaryFilters, SUMMARY_LIST),
  z.transform(withPeriod),
);

/** Spec 7: company_id, start_date, end_date. */
export const summaryStatsQuerySchema = z.pipe(
  z.object({ company_id: companyIdField, ...summaryFilters }),
  z.transform(withPeriod),
);

/** An invoice or credit note in an expanded HSN row: that HSN's share of it (a note's negative). */
export const hsnInvoiceSchema = z.object({
  date: z.string(),
  party_name: z.string(),
  party_tin: z.nullable(z.string()),
  voucher_type: z.string(),
  voucher_number: z.string(),
  voucher_id: z.string(),
  unit: z.string(),
  quantity: z.number(),
  total_amount: z.number(),
  taxable_value: z.number(),
  total_tax: z.number(),
});

/**
 * Spec 3 'HSN summary row': one HSN code at one tax rate (a GSTR-1 HSN row); `item` names the
 * products sold under it, `item_id` the first of them. `invoice_count` is the badge; `invoices` is
 * filled when the row's invoices are asked for (hsn_code and tax_rate), else empty.
 */
export const hsnSummaryRowSchema = z.object({
  hsn_code: z.string(),
  item: z.string(),
  item_id: z.nullable(z.string()),
  unit: z.string(),
  quantity: z.number(),
  total_value: z.number(),
  taxable_value: z.number(),
  /** Percent: CGST + SGST, or IGST. */
  tax_rate: z.number(),
  tax_amount: z.number(),
  invoice_count: z.int(),
  invoices: z.array(hsnInvoiceSchema),
});

/** An invoice or credit note (figures negative) in an expanded customer row. */
export const partyInvoiceSchema = z.object({
  date: z.string(),
  voucher_type: z.string(),
  voucher_number: z.string(),
  voucher_id: z.string(),
  items: z.int(),
  quantity: z.number(),
  total_amount: z.number(),
  taxable_value: z.number(),
  total_tax: z.number(),
});

/** Spec 3 'Customer summary row'; `invoices` filled when the party's invoices are asked for. */
export const partySummaryRowSchema = z.object({
  party_id: z.string(),
  party_name: z.string(),
  party_tin: z.nullable(z.string()),
  quantity: z.number(),
  total_value: z.number(),
  taxable_value: z.number(),
  tax_amount: z.number(),
  invoice_count: z.int(),
  invoices: z.array(partyInvoiceSchema),
});

/**
 * Spec 3 'Bill summary row': an invoice, or a credit note with negative figures; grand_total
 * includes additional charges and round-off.
 */
export const billSummaryRowSchema = z.object({
  _id: z.string(),
  voucher_number: z.string(),
  date: z.string(),
  party_name: z.string(),
  party_tin: z.nullable(z.string()),
  voucher_type: z.string(),
  total_value: z.number(),
  taxable_value: z.number(),
  tax_amount: z.number(),
  grand_total: z.number(),
});

/** Spec 3 'Summary page meta': paging and the Grand Total row over every matching row. */
export const summaryMetaSchema = z.extend(listMetaSchema, {
  /** Units sold, summed over rows of any unit (the tables' Quantity column). */
  quantity: z.number(),
  total_value: z.number(),
  /** Invoice grand totals: taxable value, tax, additional charges and round-off. */
  grand_total: z.number(),
  taxable_value: z.number(),
  tax_amount: z.number(),
  start_date: z.string(),
  end_date: z.string(),
});

export const hsnSummarySchema = pagedList(hsnSummaryRowSchema, summaryMetaSchema);
export const partySummarySchema = pagedList(partySummaryRowSchema, summaryMetaSchema);
export const billSummarySchema = pagedList(billSummaryRowSchema, summaryMetaSchema);

/** A stat card's figure in the previous period of the same length, and the change from it (percent, null when that was 0). */
const statSchema = z.object({ previous: z.number(), change_percent: z.nullable(z.number()) });

/**
 * Spec 3 'Summary stats', with real trends (the spec's cards show fixed ones): distinct HSN codes,
 * customers and invoices, revenue (taxable value of sales) and tax, over the period; each also
 * against the period of the same length just before it.
 */
export const summaryStatsSchema = z.object({
  total_hsn: z.int(),
  total_party: z.int(),
  total_invoices: z.int(),
  total_revenue: z.number(),
  total_tax: z.number(),
  trends: z.object({
    total_hsn: statSchema,
    total_party: statSchema,
    total_invoices: statSchema,
    total_revenue: statSchema,
    total_tax: statSchema,
  }),
  start_date: z.string(),
  end_date: z.string(),
  previous_start_date: z.string(),
  previous_end_date: z.string(),
});

export type HsnSummary = z.infer<typeof hsnSummarySchema>;
export type HsnSummaryRow = z.infer<typeof hsnSummaryRowSchema>;
export type PartySummary = z.infer<typeof partySummarySchema>;
export type PartySummaryRow = z.infer<typeof partySummaryRowSchema>;
export type BillSummary = z.infer<typeof billSummarySchema>;
export type SummaryStats = z.infer<typeof summaryStatsSchema>;
