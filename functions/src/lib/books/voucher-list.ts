import type { VoucherList } from '@app/shared/books/voucher-docs';
import type { VoucherListQuery, VoucherSortField } from '@app/shared/books/voucher-list-query';
import type { VoucherType } from '@app/shared/books/voucher-types';
import { paiseToRupees } from '@app/shared/money';
import { matchesAll, pageOf, searchTerms, sortRecords, type SortValue } from '#lib/catalogue/paging';
import { queryBetween } from '#lib/db/query-all';
import { presentVoucherRow, type VoucherRowRecord } from '#lib/presenters/voucher';

const SORT_VALUES: Record<VoucherSortField, (row: VoucherRowRecord) => SortValue> = {
  date: (row) => row.date,
  voucher_number: (row) => row.voucher_number,
  party_name: (row) => row.party_name,
  voucher_type: (row) => row.voucher_type,
  grand_total: (row) => row.grand_total,
  created_at: (row) => row.created_at,
};

/** The list rows of a company's vouchers dated between two days (inclusive), oldest first. */
export const voucherRowsBetween = (companyId: string, start: string, end: string) =>
  queryBetween<VoucherRowRecord>(`COMPANY#${companyId}`, `VROW#${start}`, `VROW#${end}#\uffff`);

/**
 * A page of the invoices or transactions directory: the rows of the period of the types the list
 * shows, searched by party, number and type, sorted, paged, with the debit and credit totals of
 * every matching row (spec 2: the totals row shows them as absolute values).
 */
export async function voucherListPage(query: VoucherListQuery, types: readonly VoucherType[]): Promise<VoucherList> {
  const rows = await voucherRowsBetween(query.company_id, query.start_date, query.end_date);
  const terms = searchTerms(query.search);
  const matching = rows.filter(
    (row) =>
      types.includes(row.voucher_type) &&
      (query.type === undefined || row.voucher_type === query.type) &&
      (query.include_cancelled || row.status === 'active') &&
      matchesAll(terms, [row.party_name, row.voucher_number, row.voucher_type, row.party_tin]),
  );
  const sorted = sortRecords(matching, SORT_VALUES[query.sortField], query.sortOrder, (row) => row.created_at);
  const { items, meta } = pageOf(sorted, query);
  const active = matching.filter((row) => row.status === 'active');
  const sum = (pick: (amount: number) => number) => active.reduce((total, row) => total + pick(row.amount), 0);
  return {
    docs: items.map(presentVoucherRow),
    meta: {
      ...meta,
      total_debit: paiseToRupees(sum((amount) => (amount < 0 ? -amount : 0))),
      total_credit: paiseToRupees(sum((amount) => (amount > 0 ? amount : 0))),
    },
  };
}
