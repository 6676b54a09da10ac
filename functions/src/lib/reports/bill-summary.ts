import type * as z from '@app/shared/zod';
import { SALES_SIDE_TYPES, sideSign } from '@app/shared/books/voucher-types';
import { paiseToRupees, thousandthsToUnits } from '@app/shared/money';
import type { BillSummary, billSummaryQuerySchema } from '@app/shared/reports/summary-docs';
import { pageOf, searchTerms, sortRecords, type SortValue } from '#lib/catalogue/paging';
import { companyDaysBetween, partyFiguresBetween } from '#lib/db/day-rollups';
import { voucherRows } from '#lib/db/vouchers';
import type { VoucherRowRecord } from '#lib/presenters/voucher';
import { salesByParty, salesTotals } from './sales-rollups';

type BillSummaryQuery = z.output<typeof billSummaryQuerySchema>;

/** A row's figures as the summary shows them: a credit note's negative, as it takes them back. */
const signed = (row: VoucherRowRecord) => {
  const sign = sideSign(row);
  return {
    quantity: sign * (row.quantity ?? 0),
    taxable: sign * (row.taxable ?? 0),
    tax: sign * (row.tax ?? 0),
    grand_total: sign * row.grand_total,
  };
};

const SORT_VALUE: Record<BillSummaryQuery['sortField'], (row: VoucherRowRecord) => SortValue> = {
  date: (row) => row.date,
  voucher_number: (row) => row.voucher_number,
  party_name: (row) => row.party_name,
  total_value: (row) => {
    const { taxable, tax } = signed(row);
    return taxable + tax;
  },
  taxable_value: (row) => signed(row).taxable,
};

function presentBill(row: VoucherRowRecord) {
  const { taxable, tax, grand_total: grandTotal } = signed(row);
  return {
    _id: row.voucher_id,
    voucher_number: row.voucher_number,
    date: row.date,
    party_name: row.party_name,
    party_tin: row.party_tin,
    voucher_type: row.voucher_type,
    total_value: paiseToRupees(taxable + tax),
    taxable_value: paiseToRupees(taxable),
    tax_amount: paiseToRupees(tax),
    grand_total: paiseToRupees(grandTotal),
  };
}

/**
 * The bill-wise summary (spec 2): the period's sales invoices and credit notes (as negative rows,
 * so the Grand Total is net of them), searched by party, number and GSTIN. By date without a
 * search (the default), the page's rows are read in key order and the Grand Total comes from the
 * day figures, so the first pages cost the same for any number of invoices; otherwise every
 * matching row is read.
 */
export async function billSummary(companyId: string, query: BillSummaryQuery): Promise<BillSummary> {
  const period = { start: query.start_date, end: query.end_date };
  const filter = {
    types: SALES_SIDE_TYPES,
    side: 'Sales' as const,
    includeCancelled: false,
    terms: searchTerms(query.search),
  };
  const byDate = query.sortField === 'date' && filter.terms.length === 0;
  let docs: VoucherRowRecord[];
  let totals: { quantity: number; taxable: number; tax: number; grand_total: number };
  let meta;
  if (byDate) {
    const [rows, days, customerDays] = await Promise.all([
      voucherRows<VoucherRowRecord>(companyId, period, filter, query.sortOrder === 1, query.page_no * query.limit),
      companyDaysBetween(companyId, query.start_date, query.end_date),
      partyFiguresBetween(companyId, query.start_date, query.end_date),
    ]);
    const sales = salesTotals(days);
    docs = rows.slice((query.page_no - 1) * query.limit);
    const quantity = [...salesByParty(customerDays).values()].reduce((total, party) => total + party.quantity, 0);
    totals = { quantity, taxable: sales.taxable, tax: sales.tax, grand_total: sales.grand_total };
    meta = { page: query.page_no, limit: query.limit, total: sales.invoices + sales.notes + sales.raises };
  } else {
    const rows = await voucherRows<VoucherRowRecord>(companyId, period, filter, true);
    const sorted = sortRecords(rows, SORT_VALUE[query.sortField], query.sortOrder, (row) => row.created_at);
    const page = pageOf(sorted, query);
    docs = page.items;
    meta = page.meta;
    const sum = (name: keyof typeof totals) => rows.reduce((total, row) => total + signed(row)[name], 0);
    totals = { quantity: sum('quantity'), taxable: sum('taxable'), tax: sum('tax'), grand_total: sum('grand_total') };
  }
  return {
    docs: docs.map(presentBill),
    meta: {
      ...meta,
      quantity: thousandthsToUnits(totals.quantity),
      total_value: paiseToRupees(totals.taxable + totals.tax),
      grand_total: paiseToRupees(totals.grand_total),
      taxable_value: paiseToRupees(totals.taxable),
      tax_amount: paiseToRupees(totals.tax),
      start_date: query.start_date,
      end_date: query.end_date,
    },
  };
}
