import { toCsv, type CsvCell } from '@app/shared/csv';
import { expiryLabel } from '@app/shared/catalogue/batches';
import { currentStock, stockValue } from '@app/shared/catalogue/stock';
import { PERCENT_PLACES, scaledToText } from '@app/shared/decimal';
import { rupeesText, unitsText } from '@app/shared/money';
import { SHEET_FIELDS } from '@app/shared/imports/sheet-import';
import type { PartyGroup } from '@app/shared/books/party-groups';
import type { LedgerRecord } from '#lib/db/ledgers';
import type { ProductRecord } from '#lib/db/products';
import type { VoucherRecord } from '#lib/books/voucher-record';

/**
 * The lists of a data export as CSV (issue 35). Customers, suppliers and products carry the
 * spreadsheet import's own headings first (Name, GSTIN, ... Opening balance, Dr/Cr), so an export
 * imports into another company as it is; the figures the books have added follow.
 */

/** A signed balance (credit positive, as stored) as an amount and its side. */
const sided = (paise: number): [string, string] => [
  rupeesText(Math.abs(paise)),
  paise < 0 ? 'Dr' : paise > 0 ? 'Cr' : '',
];

const labels = (kind: 'customers' | 'products') => SHEET_FIELDS[kind].map((field) => field.label);

/** Customers or suppliers: the import's columns, then the closing balance. */
export function partiesCsv(ledgers: readonly LedgerRecord[]): string {
  const rows = ledgers.map((ledger): CsvCell[] => [
    ledger.ledger_name,
    ledger.tin,
    ledger.phone?.number,
    ledger.email,
    ledger.mailing_address,
    ledger.mailing_state,
    ledger.mailing_pincode,
    ledger.mailing_country,
    ...sided(ledger.opening_balance),
    ...sided(ledger.opening_balance + ledger.balance),
  ]);
  return toCsv([...labels('customers'), 'Closing balance', 'Closing Dr/Cr'], rows);
}

/** Every ledger: its group and party kind, GSTIN, openings, the period's totals and closing. */
export function ledgersCsv(
  ledgers: readonly LedgerRecord[],
  partyOf: (ledger: LedgerRecord) => PartyGroup | undefined,
) {
  const rows = ledgers.map((ledger): CsvCell[] => [
    ledger.ledger_name,
    ledger.parent,
    partyOf(ledger) ?? '',
    ledger.tin,
    ...sided(ledger.opening_balance),
    rupeesText(ledger.total_debit),
    rupeesText(ledger.total_credit),
    ...sided(ledger.opening_balance + ledger.balance),
  ]);
  return toCsv(
    [
      'Name',
      'Group',
      'Party group',
      'GSTIN',
      'Opening balance',
      'Dr/Cr',
      'Debits',
      'Credits',
      'Closing balance',
      'Closing Dr/Cr',
    ],
    rows,
  );
}

/** Products: the import's columns (a row per opening batch), then the stock now and its value. */
export function productsCsv(products: readonly ProductRecord[]): string {
  const rows = products.flatMap((product) => {
    const batches = product.opening_batches?.length ? product.opening_batches : [undefined];
    return batches.map((batch): CsvCell[] => [
      product.stock_item_name,
      product.unit,
      product.hsn_code,
      product.tax_rate === null ? '' : scaledToText(product.tax_rate, PERCENT_PLACES),
      product.taxability,
      unitsText(batch ? batch.quantity : product.opening_balance),
      rupeesText(product.opening_rate),
      batch?.number,
      batch ? expiryLabel(batch.expiry) : '',
      product.low_stock_alert === null ? '' : unitsText(product.low_stock_alert),
      product.barcode,
      product.alias_name,
      product.description,
      unitsText(currentStock(product)),
      rupeesText(stockValue(product)),
    ]);
  });
  return toCsv([...labels('products'), 'Stock now', 'Stock value'], rows);
}

/** Every voucher, a line each: date, type, number, party, amount, status. */
export function vouchersCsv(vouchers: readonly VoucherRecord[]): string {
  const rows = vouchers.map((voucher): CsvCell[] => [
    voucher.date,
    voucher.voucher_type,
    voucher.voucher_number,
    voucher.party.name,
    rupeesText(voucher.grand_total),
    voucher.status,
    voucher.narration,
  ]);
  return toCsv(['Date', 'Type', 'Number', 'Party', 'Amount', 'Status', 'Narration'], rows);
}

/** Every voucher's ledger entries, a line each: what the books are made of. */
export function entriesCsv(vouchers: readonly VoucherRecord[]): string {
  const rows = vouchers.flatMap((voucher) =>
    voucher.accounting.map((line): CsvCell[] => [
      voucher.date,
      voucher.voucher_type,
      voucher.voucher_number,
      line.ledger_name,
      line.amount < 0 ? rupeesText(-line.amount) : '',
      line.amount > 0 ? rupeesText(line.amount) : '',
    ]),
  );
  return toCsv(['Date', 'Type', 'Number', 'Ledger', 'Debit', 'Credit'], rows);
}
