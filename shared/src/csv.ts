/** A CSV cell: text as it is, numbers as plain decimals (no grouping), nothing as empty. */
export type CsvCell = string | number | null | undefined;

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
/**
 * Text a spreadsheet would run as a formula (OWASP 'CSV injection'); a leading ' keeps it text. A
 * plain number ('-3', a negative stock) is left as it is.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** One field: text quoted when it holds a comma, quote, line break or edge spaces; formulas kept text. */
export function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * RFC 4180 CSV: a header row and the rows, lines ended by CRLF (what Excel and the GST offline
 * tool read). The one CSV writer of the app: the server's GSTR-1 tables and the browser's report
 * exports (web/src/lib/csv) both use it.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
