import ExcelJS from 'exceljs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SHEET_MESSAGES } from '@app/shared/imports/sheet-import';
import { readableBlobs } from '@/test/saved-files';
import { firstMapping, mappedRows, rememberMapping, unmappedRequired } from './sheet-mapping';
import { readSheet } from './sheet-reader';
import { sheetTemplate } from './sheet-template';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook as a user's Excel saves it: a title row left empty, headings, typed cells. */
async function productsWorkbook(): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Stock');
  sheet.addRow([]);
  sheet.addRow(['Item Name', 'UOM', 'GST %', 'Qty', 'Batch No', 'Exp Date', 'Rate']);
  const row = sheet.addRow(['Azithral 500', 'Pcs', 0.12, 1000, 'AZ101', new Date(Date.UTC(2027, 7, 1)), 70.5]);
  row.getCell(3).numFmt = '0%';
  row.getCell(6).numFmt = 'mm/yyyy';
  sheet.addRow([]);
  sheet.addRow([
    { richText: [{ text: 'Dolo ' }, { text: '650' }] },
    'Box',
    5,
    10,
    '',
    new Date(Date.UTC(2028, 0, 31)),
    0.1 + 0.2,
  ]);
  const bytes = await workbook.xlsx.writeBuffer();
  return new File([bytes], 'stock.xlsx', { type: XLSX });
}

describe('reading a spreadsheet (issue 35)', () => {
  beforeAll(readableBlobs);

  it('reads an Excel sheet as the cells show: a percentage as its figure, an expiry without a day as MM/YYYY', async () => {
    const sheet = await readSheet(await productsWorkbook());
    expect(sheet.headings).toEqual(['Item Name', 'UOM', 'GST %', 'Qty', 'Batch No', 'Exp Date', 'Rate']);
    expect(sheet.rows).toEqual([
      { row: 3, cells: ['Azithral 500', 'Pcs', '12', '1000', 'AZ101', '08/2027', '70.5'] },
      { row: 5, cells: ['Dolo 650', 'Box', '5', '10', '', '2028-01-31', '0.3'] },
    ]);
  });

  it('reads a CSV with a byte-order mark and quoted commas', async () => {
    const csv = '\uFEFFName,GSTIN,Opening balance\r\n"Sai Medical, Pune",27AAPFU0939F1ZV,"12,500.00"\r\n\r\n';
    const sheet = await readSheet(new File([csv], 'parties.csv', { type: 'text/csv' }));
    expect(sheet).toEqual({
      headings: ['Name', 'GSTIN', 'Opening balance'],
      rows: [{ row: 2, cells: ['Sai Medical, Pune', '27AAPFU0939F1ZV', '12,500.00'] }],
    });
  });

  it('refuses a file that is not a sheet, one that does not read, and one without rows', async () => {
    await expect(readSheet(new File(['%PDF-1.4'], 'bill.pdf'))).rejects.toThrow(SHEET_MESSAGES.fileType);
    await expect(readSheet(new File(['not a zip'], 'broken.xlsx'))).rejects.toThrow(SHEET_MESSAGES.unreadable);
    await expect(readSheet(new File(['Name,GSTIN\r\n'], 'empty.csv'))).rejects.toThrow(SHEET_MESSAGES.empty);
  });

  it('gives a template whose headings map themselves, with an example row that reads back', async () => {
    const template = await sheetTemplate('products', 'xlsx');
    const sheet = await readSheet(new File([template], 'hisaab-products-template.xlsx', { type: XLSX }));
    const mapping = firstMapping('products', sheet.headings);
    expect(unmappedRequired('products', mapping)).toEqual([]);
    expect(mappedRows(sheet, mapping)[0]?.values).toMatchObject({
      name: 'Paracetamol 500mg (10 x 10)',
      unit: 'Box',
      hsn: '30049099',
      gst_rate: '12',
      expiry: '08/2027',
    });
  });
});

describe('matching the columns (issue 35)', () => {
  beforeEach(() => localStorage.clear());

  it('maps headings other tools write to the fields, each column once', () => {
    const mapping = firstMapping('customers', ['Party Name', 'GST No.', 'Mobile', 'Party', 'City']);
    expect(mapping).toEqual({ name: 0, gstin: 1, phone: 2 });
    expect(unmappedRequired('suppliers', {}).map((field) => field.label)).toEqual(['Name']);
  });

  it('remembers a choice for the next sheet of the kind, and forgets one undone', () => {
    const headings = ['Firm', 'GSTIN'];
    expect(firstMapping('suppliers', headings)).toEqual({ gstin: 1 });
    rememberMapping('suppliers', headings, { name: 0, gstin: 1 });
    expect(firstMapping('suppliers', ['GSTIN', 'Firm', 'Notes'])).toEqual({ gstin: 0, name: 1 });
    // Another kind keeps its own choices.
    expect(firstMapping('customers', headings)).toEqual({ gstin: 1 });
    rememberMapping('suppliers', headings, { gstin: 1 });
    expect(firstMapping('suppliers', headings)).toEqual({ gstin: 1 });
  });

  it('gives each row the mapped fields with its row number', () => {
    const sheet = { headings: ['Name', 'Notes', 'GSTIN'], rows: [{ row: 7, cells: ['Sai Medical', 'x', ''] }] };
    expect(mappedRows(sheet, { name: 0, gstin: 2, email: undefined })).toEqual([
      { row: 7, values: { name: 'Sai Medical', gstin: '' } },
    ]);
  });
});
