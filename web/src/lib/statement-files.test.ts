import { describe, expect, it } from 'vitest';
import type { StatementTable } from '@app/shared/reports/statement-rows';
import { rowsOf, textOf, workbookOf } from '@/test/saved-files';
import { statementCsv, statementWorkbook } from './statement-files';

/** A trial balance in short: a group, a ledger under it, the total. */
const TRIAL_BALANCE: StatementTable = {
  title: 'Trial Balance',
  period: '01/04/2026 to 28/11/2026',
  header: ['Particulars', 'Debit', 'Credit'],
  rows: [
    { cells: ['Sundry Debtors', 123456.5, null], depth: 0 },
    { cells: ['Verma Chemists', 123456.5, null], depth: 1 },
    { cells: ['Grand Total', 123456.5, 123456.5], depth: 0, strong: true },
  ],
};

/** A ledger's register: four text columns (date, particulars, type, number), then the amounts. */
const LEDGER: StatementTable = {
  title: 'Ledger: A/B Traders [Pune]',
  period: '01/11/2026 to 28/11/2026',
  header: ['Date', 'Particulars', 'Vch Type', 'Vch No.', 'Debit', 'Credit'],
  text_columns: 4,
  rows: [{ cells: ['05/11/2026', 'Sales', 'Sales', 'SI/26-27/0001', 6249.75, null], depth: 0 }],
};

describe('statementCsv', () => {
  it('writes the header and a line per row, particulars indented, amounts with 2 places', async () => {
    expect(await textOf(statementCsv(TRIAL_BALANCE))).toBe(
      'Particulars,Debit,Credit\r\n' +
        'Sundry Debtors,123456.50,\r\n' +
        '"  Verma Chemists",123456.50,\r\n' +
        'Grand Total,123456.50,123456.50\r\n',
    );
  });
});

describe('statementWorkbook', () => {
  it('heads the sheet with the company, title and period; amounts are numbers in Indian grouping', async () => {
    const workbook = await workbookOf(await statementWorkbook(TRIAL_BALANCE, 'Verma Pharma Pvt Ltd'));
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Trial Balance');
    expect(rowsOf(sheet)).toEqual([
      ['Verma Pharma Pvt Ltd'],
      ['Trial Balance'],
      ['01/04/2026 to 28/11/2026'],
      [],
      ['Particulars', 'Debit', 'Credit'],
      ['Sundry Debtors', 123456.5],
      ['Verma Chemists', 123456.5],
      ['Grand Total', 123456.5, 123456.5],
    ]);
    expect(sheet?.getCell('A1').font).toMatchObject({ bold: true, size: 13 });
    expect(sheet?.getCell('A2').font).toMatchObject({ bold: true });
    expect(sheet?.getCell('C5').font).toMatchObject({ bold: true });
    expect(sheet?.getCell('A7').alignment).toEqual({ indent: 1 });
    expect(sheet?.getCell('A6').font.bold).toBeFalsy();
    expect(sheet?.getCell('B8').font).toMatchObject({ bold: true });
    expect(sheet?.getCell('B6').numFmt).toBe('#,##,##0.00');
    expect(sheet?.getCell('C8').numFmt).toBe('#,##,##0.00');
    expect([1, 2, 3].map((column) => sheet?.getColumn(column).width)).toEqual([40, 16, 16]);
  });

  it("widens a register's text columns and names the sheet without the characters Excel forbids", async () => {
    const workbook = await workbookOf(await statementWorkbook(LEDGER, 'Verma Pharma Pvt Ltd'));
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Ledger  A B Traders  Pune ');
    expect(rowsOf(sheet).slice(4)).toEqual([
      ['Date', 'Particulars', 'Vch Type', 'Vch No.', 'Debit', 'Credit'],
      ['05/11/2026', 'Sales', 'Sales', 'SI/26-27/0001', 6249.75],
    ]);
    expect([1, 2, 3, 4, 5, 6].map((column) => sheet?.getColumn(column).width)).toEqual([12, 40, 14, 18, 16, 16]);
    expect(sheet?.getCell('D6').numFmt).toBeFalsy();
    expect(sheet?.getCell('E6').numFmt).toBe('#,##,##0.00');
  });
});
