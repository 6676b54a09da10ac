import type * as z from '@app/shared/zod';
import { bookSide, hasItems, sideSign } from '@app/shared/books/voucher-types';
import { paiseToRupees, thousandthsToUnits } from '@app/shared/money';
import type { PartySummary, partySummaryQuerySchema } from '@app/shared/reports/summary-docs';
import { matchesAll, pageOf, searchTerms, sortRecords, type SortValue } from '#lib/catalogue/paging';
import { partyFiguresBetween } from '#lib/db/day-rollups';
import { ledgerLinesBetween } from '#lib/db/ledger-lines';
import { listLedgerRecords, type LedgerRecord } from '#lib/db/ledgers';
import { salesByParty, salesMeta, type SalesFigures } from './sales-rollups';

type PartySummaryQuery = z.output<typeof partySummaryQuerySchema>;

interface PartyRow extends SalesFigures {
  ledger: LedgerRecord;
}

const SORT_VALUE: Record<PartySummaryQuery['sortField'], (row: PartyRow) => SortValue> = {
  party_name: (row) => row.ledger.ledger_name,
  party_tin: (row) => row.ledger.tin,
  quantity: (row) => row.quantity,
  taxable_value: (row) => row.taxable,
  tax_amount: (row) => row.tax,
};

/**
 * A customer's sales invoices and their notes of the period, from the customer's statement rows;
 * a credit note's figures are negative, as the customer's row takes them back.
 */
async function invoicesOf(companyId: string, query: PartySummaryQuery, partyId: string) {
  const lines = await ledgerLinesBetween(companyId, partyId, query.start_date, query.end_date);
  return lines
    .filter((line) => hasItems(line.voucher_type) && bookSide(line) === 'Sales')
    .map((line) => {
      const sign = sideSign(line);
      return {
        date: line.date,
        voucher_type: line.voucher_type,
        voucher_number: line.voucher_number,
        voucher_id: line.voucher_id,
        items: line.items ?? 0,
        quantity: thousandthsToUnits(sign * (line.quantity ?? 0)),
        total_amount: paiseToRupees(sign * ((line.taxable ?? 0) + (line.tax ?? 0))),
        taxable_value: paiseToRupees(sign * (line.taxable ?? 0)),
        total_tax: paiseToRupees(sign * (line.tax ?? 0)),
      };
    });
}

/**
 * The customer-wise summary (spec 2): sales per customer over the period net of credit notes (a
 * customer with only a return has a negative row), from the customer figures; search matches the
 * name and GSTIN. With party_id, that customer alone with its invoices and notes.
 */
export async function partySummary(companyId: string, query: PartySummaryQuery): Promise<PartySummary> {
  const [days, ledgers] = await Promise.all([
    partyFiguresBetween(companyId, query.start_date, query.end_date),
    listLedgerRecords(companyId),
  ]);
  const byId = new Map(ledgers.map((ledger) => [ledger._id, ledger]));
  const terms = searchTerms(query.search);
  const matching = [...salesByParty(days)]
    .flatMap(([id, figures]) => {
      const ledger = byId.get(id);
      return ledger ? [{ ...figures, ledger }] : [];
    })
    .filter(
      (row) =>
        (query.party_id === undefined || row.ledger._id === query.party_id) &&
        matchesAll(terms, [row.ledger.ledger_name, row.ledger.tin]),
    );
  const sorted = sortRecords(matching, SORT_VALUE[query.sortField], query.sortOrder, (row) => row.ledger.created_at);
  const { items, meta } = pageOf(sorted, query);
  const docs = await Promise.all(
    items.map(async (row) => ({
      party_id: row.ledger._id,
      party_name: row.ledger.ledger_name,
      party_tin: row.ledger.tin,
      quantity: thousandthsToUnits(row.quantity),
      total_value: paiseToRupees(row.taxable + row.tax),
      taxable_value: paiseToRupees(row.taxable),
      tax_amount: paiseToRupees(row.tax),
      invoice_count: row.invoices,
      invoices: query.party_id === undefined ? [] : await invoicesOf(companyId, query, row.ledger._id),
    })),
  );
  return { docs, meta: salesMeta(meta, matching, query) };
}
