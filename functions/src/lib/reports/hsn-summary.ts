import type * as z from '@app/shared/zod';
import { SALES_SIDE_TYPES, sideSign } from '@app/shared/books/voucher-types';
import { paiseToRupees, thousandthsToUnits } from '@app/shared/money';
import type { HsnSummary, HsnSummaryRow, hsnSummaryQuerySchema } from '@app/shared/reports/summary-docs';
import { allCatalogueNames } from '#lib/catalogue/lookups';
import { matchesAll, pageOf, searchTerms, sortRecords, type SortValue } from '#lib/catalogue/paging';
import { readDigest, type StockedDigestRow } from '#lib/db/product-digest';
import { voucherRows } from '#lib/db/vouchers';
import type { VoucherRowRecord } from '#lib/presenters/voucher';
import { salesByHsn, salesMeta, type HsnSales, type SalesFigures } from './sales-rollups';

type HsnSummaryQuery = z.output<typeof hsnSummaryQuerySchema>;

/** A row's sales at one HSN code and rate, registered and unregistered buyers together. */
interface HsnRow extends SalesFigures {
  hsn: string;
  rate: number;
  products: StockedDigestRow[];
}

/** One collator for every comparison: localeCompare builds one per call, slow over 2,000 names. */
const byName = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true }).compare;

function mergeBuyers(sales: readonly HsnSales[], products: readonly StockedDigestRow[]): HsnRow[] {
  const rows = new Map<string, HsnRow>();
  for (const figures of sales) {
    const key = `${figures.hsn}#${figures.rate}`;
    const row = rows.get(key) ?? {
      hsn: figures.hsn,
      rate: figures.rate,
      invoices: 0,
      quantity: 0,
      taxable: 0,
      tax: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
      products: products
        .filter((product) => (product.hsn ?? '') === figures.hsn)
        .sort((a, b) => byName(a.name, b.name)),
    };
    for (const field of ['invoices', 'quantity', 'taxable', 'tax', 'cgst', 'sgst', 'igst'] as const) {
      row[field] += figures[field];
    }
    rows.set(key, row);
  }
  return [...rows.values()];
}

const SORT_VALUE: Record<HsnSummaryQuery['sortField'], (row: HsnRow) => SortValue> = {
  hsn_code: (row) => row.hsn,
  item: (row) => row.products[0]?.name ?? null,
  quantity: (row) => row.quantity,
  taxable_value: (row) => row.taxable,
  tax_amount: (row) => row.tax,
};

/**
 * The invoices and credit notes of a period that hold an HSN code at a rate, each with that code's
 * share; a note's share is negative, as the row's figures take it back.
 */
async function invoicesOf(companyId: string, query: HsnSummaryQuery, row: HsnRow) {
  const invoices = await voucherRows<VoucherRowRecord>(
    companyId,
    { start: query.start_date, end: query.end_date },
    { types: SALES_SIDE_TYPES, side: 'Sales', includeCancelled: false, terms: [] },
    true,
  );
  return invoices.flatMap((invoice) => {
    const sign = sideSign(invoice);
    return (invoice.hsn ?? [])
      .filter(([hsn, rate]) => hsn === row.hsn && rate === row.rate)
      .map(([, , quantity, taxable, tax, unit]) => ({
        date: invoice.date,
        party_name: invoice.party_name,
        party_tin: invoice.party_tin,
        voucher_type: invoice.voucher_type,
        voucher_number: invoice.voucher_number,
        voucher_id: invoice.voucher_id,
        unit,
        quantity: thousandthsToUnits(sign * quantity),
        total_amount: paiseToRupees(sign * (taxable + tax)),
        taxable_value: paiseToRupees(sign * taxable),
        total_tax: paiseToRupees(sign * tax),
      }));
  });
}

function presentRow(row: HsnRow): Omit<HsnSummaryRow, 'invoices'> {
  return {
    hsn_code: row.hsn,
    item: row.products.map((product) => product.name).join(', '),
    item_id: row.products[0]?.id ?? null,
    unit: row.products[0]?.unit ?? 'PCS',
    quantity: thousandthsToUnits(row.quantity),
    total_value: paiseToRupees(row.taxable + row.tax),
    taxable_value: paiseToRupees(row.taxable),
    tax_rate: row.rate / 100,
    tax_amount: paiseToRupees(row.tax),
    invoice_count: row.invoices,
  };
}

/**
 * The HSN-wise summary (spec 2): sales per HSN code and tax rate over the period, net of credit
 * notes, the rows GSTR-1's HSN table reports, from the HSN period figures; search matches the
 * code, the products under it and their categories. With hsn_code and tax_rate, that row alone
 * with its invoices and notes.
 */
export async function hsnSummary(companyId: string, query: HsnSummaryQuery): Promise<HsnSummary> {
  const [sales, products, names] = await Promise.all([
    salesByHsn(companyId, query.start_date, query.end_date),
    readDigest(companyId),
    allCatalogueNames(companyId),
  ]);
  const terms = searchTerms(query.search);
  const matching = mergeBuyers(sales, products).filter(
    (row) =>
      (!query.category || row.products.some((product) => product.category_id === query.category)) &&
      (query.hsn_code === undefined ||
        (row.hsn === query.hsn_code && row.rate === Math.round((query.tax_rate ?? 0) * 100))) &&
      matchesAll(terms, [
        row.hsn,
        ...row.products.map((product) => product.name),
        ...row.products.map((product) => names.categories.get(product.category_id ?? '')),
      ]),
  );
  const sorted = sortRecords(matching, SORT_VALUE[query.sortField], query.sortOrder, (row) => row.hsn, 'codes');
  const { items, meta } = pageOf(sorted, query);
  const docs = await Promise.all(
    items.map(async (row) => ({
      ...presentRow(row),
      invoices: query.hsn_code === undefined ? [] : await invoicesOf(companyId, query, row),
    })),
  );
  return { docs, meta: salesMeta(meta, matching, query) };
}
