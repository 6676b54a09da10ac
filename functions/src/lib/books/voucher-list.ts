import type { VoucherList } from '@app/shared/books/voucher-docs';
import type { VoucherListQuery } from '@app/shared/books/voucher-list-query';
import { PARTY_SIGN, dayFiguresNamesOf, type VoucherType } from '@app/shared/books/voucher-types';
import { indianDate } from '@app/shared/financial-year';
import { paiseToRupees } from '@app/shared/money';
import { pageOf, searchTerms, sortRecords, type SortValue } from '#lib/catalogue/paging';
import { companyDaysBetween } from '#lib/db/day-rollups';
import { batchGet } from '#lib/db/batch';
import { readOpenInvoices, type OpenInvoiceRecord } from '#lib/db/open-dues';
import { voucherRowKey, voucherRows } from '#lib/db/vouchers';
import { presentVoucherRow, type VoucherRowRecord } from '#lib/presenters/voucher';
import { type VoucherSortField } from '@app/shared/lists';

const SORT_VALUES: Record<Exclude<VoucherSortField, 'date'>, (row: VoucherRowRecord) => SortValue> = {
  voucher_number: (row) => row.voucher_number,
  party_name: (row) => row.party_name,
  voucher_type: (row) => row.voucher_type,
  grand_total: (row) => row.grand_total,
  created_at: (row) => row.created_at,
};

/** A list's debit and credit totals and row count of the period, from the company's day figures. */
async function periodTotals(query: VoucherListQuery, types: readonly VoucherType[]) {
  const days = await companyDaysBetween(query.company_id, query.start_date, query.end_date);
  const sum = (name: string) => days.reduce((total, day) => total + (day[name] ?? 0), 0);
  let [count, debit, credit] = [0, 0, 0];
  for (const type of types) {
    for (const prefix of dayFiguresNamesOf(type)) {
      count += sum(`${prefix}_count`);
      if (PARTY_SIGN[type] < 0) debit += sum(`${prefix}_total`);
      else credit += sum(`${prefix}_total`);
    }
  }
  return { count, debit, credit };
}

/**
 * The directories' default view (no search, by date, active vouchers): the page's rows are read in
 * key order up to the page's end, and the totals come from the day figures, so the first pages cost
 * the same whatever the number of vouchers in the period.
 */
async function datePage(query: VoucherListQuery, types: readonly VoucherType[]): Promise<VoucherList> {
  const [rows, totals] = await Promise.all([
    voucherRows<VoucherRowRecord>(
      query.company_id,
      { start: query.start_date, end: query.end_date },
      { types, includeCancelled: false, terms: [] },
      query.sortOrder === 1,
      query.page_no * query.limit,
    ),
    periodTotals(query, types),
  ]);
  return {
    docs: rows.slice((query.page_no - 1) * query.limit).map(presentVoucherRow),
    meta: {
      page: query.page_no,
      limit: query.limit,
      total: totals.count,
      total_debit: paiseToRupees(totals.debit),
      total_credit: paiseToRupees(totals.credit),
    },
  };
}

/** A list's totals row from its rows' party amounts (paise; negative a debit), as absolute rupees. */
function debitAndCredit(amounts: number[]) {
  const sum = (side: (amount: number) => boolean) =>
    amounts.filter(side).reduce((total, amount) => total + Math.abs(amount), 0);
  return {
    total_debit: paiseToRupees(sum((amount) => amount < 0)),
    total_credit: paiseToRupees(sum((amount) => amount > 0)),
  };
}

/** The types a directory's query asks for: its own, or the one type chosen among them. */
const typesOf = (query: VoucherListQuery, allowed: readonly VoucherType[]) =>
  query.type ? allowed.filter((type) => type === query.type) : allowed;

/** What the owing lists filter on besides the open dues themselves. */
interface OwingFilter {
  types: readonly VoucherType[];
  partyId?: string;
}

/**
 * Issue 19: the invoices with something left to pay (`open`, of the period) or past their due date
 * as well (`overdue`, whatever their date: the period does not apply), as the open dues name them.
 */
async function owingInvoices(query: VoucherListQuery, filter: OwingFilter): Promise<OpenInvoiceRecord[]> {
  const today = indianDate();
  const sides = (['Sales', 'Purchase'] as const).filter((type) => filter.types.includes(type));
  const open = (await Promise.all(sides.map((side) => readOpenInvoices(query.company_id, side)))).flat();
  return open.filter(
    (invoice) =>
      (query.owing === 'overdue'
        ? invoice.dueOn < today
        : invoice.date >= query.start_date && invoice.date <= query.end_date) &&
      (!filter.partyId || invoice.partyId === filter.partyId),
  );
}

/** The list rows of these invoices, in their order. */
async function rowsOf(companyId: string, invoices: OpenInvoiceRecord[]) {
  const rows = (await batchGet(
    invoices.map((invoice) => voucherRowKey(companyId, invoice.date, invoice.createdAt, invoice.voucherId)),
    true,
  )) as unknown as (VoucherRowRecord & { search_text?: string })[];
  const byId = new Map(rows.map((row) => [row.voucher_id, row]));
  return invoices.flatMap((invoice) => byId.get(invoice.voucherId) ?? []);
}

const OWING_SORT_VALUES: Record<Exclude<VoucherSortField, 'date'>, (invoice: OpenInvoiceRecord) => SortValue> = {
  voucher_number: (invoice) => invoice.number,
  party_name: (invoice) => invoice.partyName,
  voucher_type: (invoice) => invoice.type,
  grand_total: (invoice) => invoice.grandTotal,
  created_at: (invoice) => invoice.createdAt,
};

/** Open invoices in the list's order: by date then creation, or by the sort field as the rows would be. */
function sortOwing(invoices: OpenInvoiceRecord[], query: VoucherListQuery): OpenInvoiceRecord[] {
  if (query.sortField !== 'date')
    return sortRecords(invoices, OWING_SORT_VALUES[query.sortField], query.sortOrder, (invoice) => invoice.createdAt);
  const sorted = [...invoices].sort((a, b) => a.date.localeCompare(b.date) || a.createdAt.localeCompare(b.createdAt));
  return query.sortOrder === 1 ? sorted : sorted.reverse();
}

/**
 * A page of open or overdue invoices without a search: ordered, counted and totalled from the open
 * dues alone, so only the page's list rows are read, however many invoices are open.
 */
async function owingPage(query: VoucherListQuery, filter: OwingFilter): Promise<VoucherList> {
  const invoices = sortOwing(await owingInvoices(query, filter), query);
  const { items, meta } = pageOf(invoices, query);
  return {
    docs: (await rowsOf(query.company_id, items)).map(presentVoucherRow),
    meta: { ...meta, ...debitAndCredit(invoices.map(({ amount }) => amount)) },
  };
}

/** Open or overdue invoices that a search matches, in the list's order: their rows are read to search them. */
async function owingRows(
  query: VoucherListQuery,
  filter: OwingFilter & { terms: readonly string[] },
): Promise<VoucherRowRecord[]> {
  const rows = await rowsOf(query.company_id, sortOwing(await owingInvoices(query, filter), query));
  return rows.filter((row) => filter.terms.every((term) => (row.search_text ?? '').includes(term)));
}

/**
 * Every row of the period that the query's filters match (types, search, party, cancelled ones or
 * not; the open or overdue ones: owingRows), in the list's order. By date, the rows are read in that
 * order and the read stops at `needed`; any other sort is done in memory, so it reads every
 * matching row whatever the page.
 */
async function matchingRows(
  query: VoucherListQuery,
  types: readonly VoucherType[],
  needed?: number,
): Promise<VoucherRowRecord[]> {
  const { sortField } = query;
  const byDate = sortField === 'date';
  const filter = {
    types,
    includeCancelled: query.include_cancelled,
    terms: searchTerms(query.search),
    ...(query.party_id ? { partyId: query.party_id } : {}),
  };
  if (query.owing) return owingRows(query, filter);
  const matching = await voucherRows<VoucherRowRecord>(
    query.company_id,
    { start: query.start_date, end: query.end_date },
    filter,
    // Rows come in date order, then creation order: the date sort reads them in its own direction.
    byDate ? query.sortOrder === 1 : true,
    byDate ? needed : undefined,
  );
  return byDate ? matching : sortRecords(matching, SORT_VALUES[sortField], query.sortOrder, (row) => row.created_at);
}

/**
 * A directory's rows for its CSV file: every row the list's query matches, in the list's order
 * (page and size ignored). Reads at most `needed` rows when sorted by date; other sorts read them all.
 */
export async function voucherListRows(
  query: VoucherListQuery,
  allowed: readonly VoucherType[],
  needed?: number,
): Promise<VoucherRowRecord[]> {
  const types = typesOf(query, allowed);
  return types.length === 0 ? [] : matchingRows(query, types, needed);
}

/**
 * A page of the invoices or transactions directory: the rows of the period of the types the list
 * shows, searched by party, number and type, sorted, paged, with the debit and credit totals of
 * every matching row (spec 2: the totals row shows them as absolute values).
 */
export async function voucherListPage(query: VoucherListQuery, allowed: readonly VoucherType[]): Promise<VoucherList> {
  const types = typesOf(query, allowed);
  if (types.length === 0)
    return { docs: [], meta: { page: query.page_no, limit: query.limit, total: 0, total_debit: 0, total_credit: 0 } };
  const plain =
    !query.search && !query.party_id && !query.owing && query.sortField === 'date' && !query.include_cancelled;
  if (plain) return datePage(query, types);
  if (query.owing && !query.search)
    return owingPage(query, { types, ...(query.party_id ? { partyId: query.party_id } : {}) });
  const sorted = await matchingRows(query, types);
  const { items, meta } = pageOf(sorted, query);
  const active = sorted.filter((row) => row.status === 'active');
  return {
    docs: items.map(presentVoucherRow),
    meta: { ...meta, ...debitAndCredit(active.map((row) => row.amount)) },
  };
}
