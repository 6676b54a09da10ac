import type { CellValue, Worksheet } from 'exceljs';
import { SHEET_MESSAGES } from '@app/shared/imports/sheet-import';

/** A spreadsheet as read: its headings (the first row with anything in it) and the rows under them. */
export interface ReadSheet {
  headings: string[];
  /** Each row's number in the file (as Excel numbers it) and its cells' texts, one per heading. */
  rows: { row: number; cells: string[] }[];
}

const isCsv = (file: File) => /\.csv$/i.test(file.name) || file.type === 'text/csv';
const isXlsx = (file: File) => /\.xlsx$/i.test(file.name);

/**
 * Issue 35: an Excel (.xlsx) workbook's first sheet, or a CSV file, as text cells. The libraries
 * (ExcelJS, Papa Parse) are loaded only when a file is chosen. Anything else, or a file they
 * cannot read, is refused with a message saying what to do.
 */
export async function readSheet(file: File): Promise<ReadSheet> {
  if (!isCsv(file) && !isXlsx(file)) throw new Error(SHEET_MESSAGES.fileType);
  let table: { row: number; cells: string[] }[];
  try {
    table = isCsv(file) ? await csvTable(file) : await xlsxTable(file);
  } catch (error) {
    console.error('The sheet could not be read', error);
    throw new Error(SHEET_MESSAGES.unreadable, { cause: error });
  }
  const filled = table.filter((line) => line.cells.some((cell) => cell !== ''));
  const [head, ...rows] = filled;
  if (!head || rows.length === 0) throw new Error(SHEET_MESSAGES.empty);
  const headings = head.cells.map((heading, index) => heading || `Column ${index + 1}`);
  return {
    headings,
    rows: rows.map(({ row, cells }) => ({ row, cells: headings.map((_, index) => cells[index] ?? '') })),
  };
}

async function csvTable(file: File): Promise<{ row: number; cells: string[] }[]> {
  const { default: Papa } = await import('papaparse');
  const text = (await file.text()).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  return parsed.data.map((cells, index) => ({ row: index + 1, cells: cells.map((cell) => cell.trim()) }));
}

async function xlsxTable(file: File): Promise<{ row: number; cells: string[] }[]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  const sheet = workbook.worksheets[0];
  return sheet ? sheetTable(sheet) : [];
}

function sheetTable(sheet: Worksheet): { row: number; cells: string[] }[] {
  const table: { row: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value, cell.numFmt).trim();
    });
    table.push({ row: rowNumber, cells: Array.from({ length: cells.length }, (_, index) => cells[index] ?? '') });
  });
  return table;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A cell as the text a person sees in it: a number without float noise ('42.5'), a percentage as
 * its figure ('12' for 12%), a date as YYYY-MM-DD, or MM/YYYY when the cell shows no day (an
 * expiry), a formula as its result, rich text and links as their text.
 */
export function cellText(value: CellValue, numFmt = ''): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    const figure = numFmt.includes('%') ? value * 100 : value;
    return String(Number(figure.toFixed(6)));
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) {
    const [year, month, day] = [value.getUTCFullYear(), pad(value.getUTCMonth() + 1), pad(value.getUTCDate())];
    return numFmt !== '' && !/d/i.test(numFmt) ? `${month}/${year}` : `${year}-${month}-${day}`;
  }
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result, numFmt);
  if ('text' in value) return value.text;
  return '';
}
