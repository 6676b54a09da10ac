import { csvField as sharedField, type CsvCell } from '@app/shared/csv';

export type { CsvCell };

/**
 * CSV files for download (RFC 4180): a header row of column labels, then a line per record, lines
 * ending CRLF. Numbers are money here unless their column says otherwise: plain decimals with 2
 * places (1234.5 is '1234.50', no grouping or symbol), so a spreadsheet reads them as numbers;
 * anything else goes in as text. The Excel files of a list take the same columns (lib/xlsx).
 */

export interface CsvColumn<T> {
  label: string;
  value: (row: T, index: number) => CsvCell;
  /** Its numbers are counts or quantities (Sr. No., stock, days, a GST rate), written as they are: not money. */
  quantity?: boolean;
}

/** One field as the exports write it: numbers are money, 2 places; the rest as the shared writer does. */
export const csvField = (cell: CsvCell): string =>
  typeof cell === 'number' ? (Number.isFinite(cell) ? cell.toFixed(2) : '') : sharedField(cell);

/** The header (the columns' labels) and a line per row, each line ending CRLF. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [
    columns.map((column) => csvField(column.label)),
    ...rows.map((row, index) =>
      columns.map((column) => (column.quantity ? sharedField : csvField)(column.value(row, index))),
    ),
  ];
  return lines.map((fields) => `${fields.join(',')}\r\n`).join('');
}

/**
 * The CSV as a file. The byte-order mark tells Excel the file is UTF-8, so names in Devanagari or
 * with ₹ survive the double-click (the server's CSV files start with it too).
 */
export const csvBlob = (csv: string) => new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
