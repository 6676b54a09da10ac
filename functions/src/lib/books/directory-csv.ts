import type { VoucherListQuery } from '@app/shared/books/voucher-list-query';
import { isNoteType } from '@app/shared/books/voucher-types';
import { toCsv, type CsvCell } from '@app/shared/csv';
import { rupeesText } from '@app/shared/money';
import { toDisplayDate } from '@app/shared/financial-year';
import { ValidationError } from '#lib/errors';
import type { VoucherRowRecord } from '#lib/presenters/voucher';
import type { Directory } from './directories';
import { voucherListRows } from './voucher-list';

/**
 * What one file may hold. The file goes back through Lambda, whose response is at most 6 MB and
 * carries it base64-encoded (4.5 MB of text); 20,000 rows are a busy shop's few months.
 */
export const CSV_LIMITS = { rows: 20_000, bytes: 4_000_000 };
export const CSV_TOO_LARGE = `This export is too large for one file (at most ${CSV_LIMITS.rows.toLocaleString('en-IN')} rows). Choose a shorter period or narrow the filters.`;

/** Money as the other CSV exports write it: plain rupees with 2 places, no grouping or symbol. */

/**
 * The row's state as the screens tell it: cancelled or deleted; an invoice's payment status and
 * what notes took back; a note Closed once applied to its invoice, else Open (as the invoice page
 * says). Receipts and payments have none.
 */
function statusOf(row: VoucherRowRecord): string {
  if (row.status !== 'active') return row.status === 'cancelled' ? 'Cancelled' : 'Deleted';
  if (isNoteType(row.voucher_type)) return row.payment_status === 'Paid' ? 'Closed' : 'Open';
  if (row.voucher_type !== 'Sales' && row.voucher_type !== 'Purchase') return '';
  const returned = row.fully_returned
    ? 'Returned'
    : (row.goods_returned ?? (row.credited ?? 0) > 0)
      ? 'Part returned'
      : '';
  return [row.payment_status, returned].filter(Boolean).join(', ');
}

/** The directory's columns as the screen shows them, with the GSTIN, grand total and status beside. */
export function directoryCsvText(rows: readonly VoucherRowRecord[], { labels }: Directory): string {
  const header = [
    'Sr. No.',
    labels.date,
    labels.party,
    'GSTIN',
    labels.type,
    labels.number,
    'Debit',
    'Credit',
    'Grand Total',
    'Status',
  ];
  const lines = rows.map((row, index): CsvCell[] => [
    String(index + 1),
    toDisplayDate(row.date),
    row.party_name,
    row.party_tin,
    row.voucher_type,
    row.voucher_number,
    // Spec 3: a negative amount is a debit, anything else a credit (as the screen's columns).
    row.amount < 0 ? rupeesText(-row.amount) : '',
    row.amount < 0 ? '' : rupeesText(row.amount),
    rupeesText(row.grand_total),
    statusOf(row),
  ]);
  return toCsv(header, lines);
}

/**
 * A directory's CSV file: every row its list's query matches, filters and sort applied, as UTF-8
 * with a byte-order mark (so Excel reads names in Devanagari or with ₹ right, as the browser's
 * exports do), named after the directory and the period.
 */
export async function directoryCsv(query: VoucherListQuery, directory: Directory, limits = CSV_LIMITS) {
  const rows = await voucherListRows(query, directory.types, limits.rows + 1);
  if (rows.length > limits.rows) throw new ValidationError(CSV_TOO_LARGE);
  const bytes = new TextEncoder().encode(`\uFEFF${directoryCsvText(rows, directory)}`);
  if (bytes.length > limits.bytes) throw new ValidationError(CSV_TOO_LARGE);
  return { bytes, fileName: `${directory.fileStem}-${query.start_date}-to-${query.end_date}.csv` };
}
