import { describe, expect, it } from 'vitest';
import type { CsvColumn } from '@/lib/csv';
import { rowsOf, workbookOf } from '@/test/saved-files';
import { listWorkbook } from './xlsx';

interface Batch {
  item: string;
  code: string;
  quantity: number;
  mrp: number | null;
}

const COLUMNS: CsvColumn<Batch>[] = [
  { label: 'Sr. No.', value: (_, index) => index + 1, quantity: true },
  { label: 'Item Name', value: (batch) => batch.item },
  { label: 'HSN/SAC', value: (batch) => batch.code },
  { label: 'Quantity', value: (batch) => batch.quantity, quantity: true },
  { label: 'MRP', value: (batch) => batch.mrp },
];

const BATCHES: Batch[] = [
  { item: 'Paracetamol 500 mg (strip of 10)', code: '0401', quantity: 12.125, mrp: 1234567.5 },
  { item: '=SUM(A1)', code: '', quantity: -3, mrp: Number.NaN },
];

describe('listWorkbook', () => {
  it('writes the header in a bold first row, then a row per record; codes stay text, empty stays empty', async () => {
    const sheet = (await workbookOf(await listWorkbook('Expiring Batches', COLUMNS, BATCHES))).worksheets[0];
    expect(sheet?.name).toBe('Expiring Batches');
    expect(rowsOf(sheet)).toEqual([
      ['Sr. No.', 'Item Name', 'HSN/SAC', 'Quantity', 'MRP'],
      [1, 'Paracetamol 500 mg (strip of 10)', '0401', 12.125, 1234567.5],
      // A formula's text is text in a sheet, never run.
      [2, '=SUM(A1)', null, -3],
    ]);
    expect(sheet?.getCell('A1').font).toMatchObject({ bold: true });
    expect(sheet?.getCell('B2').style).not.toHaveProperty('font.bold', true);
  });

  it("formats the amounts in Indian grouping and leaves a quantity column's numbers as they are", async () => {
    const sheet = (await workbookOf(await listWorkbook('Batches', COLUMNS, BATCHES))).worksheets[0];
    expect(sheet?.getCell('E2').numFmt).toBe('#,##,##0.00');
    expect(sheet?.getCell('D2').numFmt).toBeFalsy();
    expect(sheet?.getCell('A2').numFmt).toBeFalsy();
  });

  it('keeps the header in view and filters by it, with columns as wide as their text', async () => {
    const sheet = (await workbookOf(await listWorkbook('Batches', COLUMNS, BATCHES))).worksheets[0];
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.autoFilter).toBe('A1:E1');
    // The item's name; 'Quantity', wider than its numbers; '12,34,567.50' as shown.
    expect([2, 4, 5].map((column) => sheet?.getColumn(column).width)).toEqual([34, 10, 14]);
  });

  it("names the sheet within Excel's rules: 31 characters, none of * ? : \\ / [ ]", async () => {
    const sheet = (await workbookOf(await listWorkbook('Stock: A/B Traders [Pune] * all items', COLUMNS, [])))
      .worksheets[0];
    expect(sheet?.name).toBe('Stock  A B Traders  Pune    all');
    expect(rowsOf(sheet)).toEqual([['Sr. No.', 'Item Name', 'HSN/SAC', 'Quantity', 'MRP']]);
  });
});
