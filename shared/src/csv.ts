/** A CSV cell: text as it is, numbers as plain decimals (no grouping), nothing as empty. */
export type CsvCell = string | number | null | undefined;

const quoted = (cell: CsvCell) => {
  const text = cell === null || cell === undefined ? '' : String(cell);
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * RFC 4180 CSV: a header row and the rows, fields quoted when they hold a comma, quote, line
 * break or edge spaces, lines ended by CRLF (what Excel and the GST offline tool read).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(quoted).join(',')).join('\r\n') + '\r\n';
}
