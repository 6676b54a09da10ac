import { toCsv } from '@app/shared/csv';
import type { StatementCell, StatementTable } from '@app/shared/reports/statement-rows';
import { csvBlob } from '@/lib/csv';
import { AMOUNT_FORMAT, oneSheetWorkbook, xlsxBlob } from '@/lib/xlsx';

/** Particulars indented as on screen: two spaces a level. */
const particulars = (row: StatementTable['rows'][number]) => `${'  '.repeat(row.depth)}${row.cells[0]}`;

/** A cell as CSV text: amounts as plain decimals (2 places), text as it is, nothing as empty. */
const csvCell = (cell: StatementCell | undefined) =>
  typeof cell === 'number' ? cell.toFixed(2) : typeof cell === 'string' ? cell : '';

/** A statement as CSV: its header, then a line per row. */
export function statementCsv(table: StatementTable): Blob {
  const rows = table.rows.map((row) => [particulars(row), ...row.cells.slice(1).map(csvCell)]);
  return csvBlob(toCsv(table.header, rows));
}

/**
 * A statement as an Excel workbook: one sheet, its title and period above the table, the header
 * bold, amounts as numbers in Indian grouping, totals bold.
 */
export async function statementWorkbook(table: StatementTable, companyName: string): Promise<Blob> {
  const { workbook, sheet } = await oneSheetWorkbook(table.title);
  sheet.addRow([companyName]).font = { bold: true, size: 13 };
  sheet.addRow([table.title]).font = { bold: true };
  sheet.addRow([table.period]);
  sheet.addRow([]);
  sheet.addRow(table.header).font = { bold: true };
  for (const row of table.rows) {
    const added = sheet.addRow([row.cells[0], ...row.cells.slice(1)]);
    added.getCell(1).alignment = { indent: row.depth };
    if (row.strong) added.font = { bold: true };
  }
  // A register's text columns: date, particulars, type, number.
  const texts = table.text_columns ?? 1;
  const textWidths = texts === 1 ? [40] : [12, 40, 14, 18];
  textWidths.forEach((width, index) => (sheet.getColumn(index + 1).width = width));
  for (let column = texts + 1; column <= table.header.length; column++) {
    sheet.getColumn(column).width = 16;
    sheet.getColumn(column).numFmt = AMOUNT_FORMAT;
  }
  return xlsxBlob(workbook);
}
