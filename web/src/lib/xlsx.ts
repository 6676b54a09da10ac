import type { Workbook, Worksheet } from 'exceljs';
import { formatAmount } from '@app/shared/money';
import type { CsvCell, CsvColumn } from '@/lib/csv';

/*
 * Excel files made in the browser: the statements' (lib/statement-files) and the lists'. ExcelJS
 * (930 KB) is imported only when a file is asked for, never statically: no first view can carry it.
 */

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Rupees as an Indian reader groups them, in lakhs and crores: 1,23,456.50. */
export const AMOUNT_FORMAT = '#,##,##0.00';

/** A workbook of one sheet named after `title` (at most 31 characters, none of * ? : \ / [ ]). */
export async function oneSheetWorkbook(title: string): Promise<{ workbook: Workbook; sheet: Worksheet }> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Hisaab';
  // 'Ledger: Cash', 'A/B Traders': Excel refuses such characters in a sheet's name.
  const sheet = workbook.addWorksheet(title.replace(/[*?:\\/[\]]/g, ' ').slice(0, 31));
  return { workbook, sheet };
}

/** The workbook as an .xlsx file. */
export const xlsxBlob = async (workbook: Workbook) =>
  new Blob([await workbook.xlsx.writeBuffer()], { type: XLSX_TYPE });

/** A cell as the sheet takes it: an empty cell for no text, or for a number that is not one (as in the CSV). */
const sheetCell = (cell: CsvCell) =>
  cell === '' || (typeof cell === 'number' && !Number.isFinite(cell)) ? null : (cell ?? null);

/** How wide a cell's text is shown, to size its column (an amount with its grouping). */
const shownLength = (cell: CsvCell, quantity: boolean) =>
  typeof cell === 'number' && !quantity ? formatAmount(cell).length : String(cell ?? '').length;

/**
 * A list as an Excel file, from the columns its CSV is made of: one sheet named `title`, the
 * labels in a bold first row that stays in view and filters the list, then a row per record.
 * Numbers are numbers a sheet can add: amounts in Indian grouping with 2 places, a quantity
 * column's as they are. The header is the first row (no title above it) so that the sheet sorts,
 * filters and imports as a table.
 */
export async function listWorkbook<T>(title: string, columns: readonly CsvColumn<T>[], records: readonly T[]) {
  const { workbook, sheet } = await oneSheetWorkbook(title);
  sheet.addRow(columns.map((column) => column.label)).font = { bold: true };
  const widths = columns.map((column) => column.label.length);
  records.forEach((record, index) => {
    const cells = columns.map((column) => sheetCell(column.value(record, index)));
    const row = sheet.addRow(cells);
    cells.forEach((cell, at) => {
      const quantity = columns[at]?.quantity ?? false;
      if (typeof cell === 'number' && !quantity) row.getCell(at + 1).numFmt = AMOUNT_FORMAT;
      widths[at] = Math.max(widths[at] ?? 0, shownLength(cell, quantity));
    });
  });
  widths.forEach((width, at) => (sheet.getColumn(at + 1).width = Math.min(Math.max(width + 2, 8), 50)));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return xlsxBlob(workbook);
}
