import { SHEET_FIELDS, type SheetKind } from '@app/shared/imports/sheet-import';
import { toCsv } from '@app/shared/csv';
import { csvBlob } from '@/lib/csv';
import { oneSheetWorkbook, xlsxBlob } from '@/lib/xlsx';

/** The template's file name: 'hisaab-products-template.xlsx'. */
export const templateFileName = (kind: SheetKind, format: 'xlsx' | 'csv') => `hisaab-${kind}-template.${format}`;

/**
 * Issue 35: a kind's template to fill in: its fields' headings, required ones marked in bold, and
 * one example row; every column is text, so Excel keeps a GSTIN's or HSN's leading zeros and does
 * not turn an expiry into a date.
 */
export async function sheetTemplate(kind: SheetKind, format: 'xlsx' | 'csv'): Promise<Blob> {
  const fields = SHEET_FIELDS[kind];
  if (format === 'csv') {
    return csvBlob(
      toCsv(
        fields.map((field) => field.label),
        [fields.map((field) => field.example)],
      ),
    );
  }
  const { workbook, sheet } = await oneSheetWorkbook(kind.charAt(0).toUpperCase() + kind.slice(1));
  sheet.columns = fields.map((field) => ({
    header: field.label,
    width: Math.max(14, field.label.length + 4),
    style: { numFmt: '@' },
  }));
  sheet.addRow(fields.map((field) => field.example));
  fields.forEach((field, index) => {
    sheet.getRow(1).getCell(index + 1).font = { bold: field.required ?? false };
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return xlsxBlob(workbook);
}
