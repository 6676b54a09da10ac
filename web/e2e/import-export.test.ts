import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { fromBuffer, type Entry } from 'yauzl';
import type { Browser, Page } from 'playwright-core';
import { indianDate } from '@app/shared/financial-year';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { cellTexts, createCompany, desktopPage, signUpAndIn } from './kit';

/**
 * Issue 35 in a real browser, in one company: a spreadsheet of products, then a Tally file, then
 * everything exported as one zip and downloaded.
 *
 * The spreadsheet: a chemist's stock list in their own headings ('Item Name', 'UOM', 'GST %'), a
 * medicine in two batches, and a row with a unit Hisaab does not know; its columns are matched by
 * themselves, the check refuses that row with the form's message, and the rest come in with their
 * opening stock.
 *
 * The Tally file: a Tally ERP 9 export (functions/test/tally) chosen from Profile's
 * Data Management, previewed, imported, and the trial balance opened: its openings agree,
 * 95,500.00 each side with the stock, and with its sale of 1,680.00 and the receipt for it the
 * closing balances are 97,180.00 each side, with the spreadsheet's opening stock 1,08,700.00. The company's books begin this financial year: the
 * file's vouchers are dated today.
 */
const stack = inject('e2eStack');
let browser: Browser;
let page: Page;
const errors: string[] = [];
const FIXTURE = new URL('../../functions/test/tally/erp9-flat.xml', import.meta.url).pathname;
const TALLY_FILE = join(mkdtempSync(join(tmpdir(), 'tally-e2e-')), 'day-book.xml');
writeFileSync(
  TALLY_FILE,
  readFileSync(FIXTURE, 'utf8').replace(/<DATE>\d{8}<\/DATE>/g, `<DATE>${indianDate().replaceAll('-', '')}</DATE>`),
);

const SHEET_FILE = join(mkdtempSync(join(tmpdir(), 'sheet-e2e-')), 'stock-list.xlsx');

async function writeStockList() {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Stock');
  sheet.addRow(['Item Name', 'UOM', 'HSN', 'GST %', 'Qty', 'Rate', 'Batch No', 'Exp']);
  sheet.addRow(['Azithral 500', 'Pcs', '30049099', 12, 100, 70, 'AZ101', '08/2027']);
  sheet.addRow(['Azithral 500', 'Pcs', '30049099', 12, 50, 70, 'AZ102', '01/2028']);
  sheet.addRow(['Crocin Advance', 'Box', '30049099', 12, 40, 25.5, '', '']);
  sheet.addRow(['Cough Syrup 100ml', 'Phial', '30049099', 12, 10, 60, '', '']);
  await workbook.xlsx.writeFile(SHEET_FILE);
}

beforeAll(async () => {
  await writeStockList();
  browser = await launchBrowser();
  page = await desktopPage(browser, errors, () => true);
  await signUpAndIn(page, stack, 'Ganesh');
  await createCompany(page, 'Ganesh Medical Agencies', '27AAGFS5821M1ZS');
});

afterAll(() => browser.close());

describe('a spreadsheet of products imported in a real browser (issue 35)', () => {
  it('matches the columns, checks every row, and imports the products with their opening stock', async () => {
    await page.goto(`${stack.webUrl}/account`);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Import from a spreadsheet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import from a spreadsheet' });
    await dialog.getByLabel('What the sheet holds').selectOption({ label: 'Products and opening stock' });
    await dialog.getByLabel('Spreadsheet (.xlsx or .csv)').setInputFiles(SHEET_FILE);
    // The sheet's own headings, matched to the fields.
    const columnOf = (field: string) =>
      dialog
        .getByLabel(new RegExp(`^${field}( \\*)?$`))
        .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text);
    expect(
      await Promise.all(['Product name', 'Unit', 'GST rate %', 'Opening quantity', 'Batch', 'Expiry'].map(columnOf)),
    ).toEqual(['Item Name', 'UOM', 'GST %', 'Qty', 'Batch No', 'Exp']);
    await dialog.getByRole('button', { name: 'Check rows' }).click();
    await dialog.getByText('Checked 4 rows: 3 new, 0 already in the books, 1 refused.').waitFor();
    const refused = dialog.getByRole('table', { name: 'Rows that cannot be imported' });
    expect(await cellTexts(refused.getByRole('row', { name: /Cough Syrup/ }))).toEqual([
      '5',
      'Cough Syrup 100ml',
      'Unit',
      'Unknown unit of measurement',
    ]);

    await dialog.getByRole('button', { name: 'Import 3 rows' }).click();
    await dialog
      .getByText('Imported 4 rows: 3 created, 0 already in the books, 1 refused.')
      .waitFor({ timeout: 30_000 });
    await dialog.getByRole('link', { name: 'See the products' }).click();
    const azithral = await cellTexts(page.getByRole('row', { name: /Azithral 500/ }));
    // HSN, the opening stock (its two batches) and the stock now, the rate and the value.
    expect(azithral.slice(1, 6)).toEqual(['30049099', '150 PCS', '150 PCS', '₹70.00', '₹10,500.00']);
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('a Tally file imported in a real browser (issue 35)', () => {
  it('previews the file, imports its masters and vouchers, and shows a trial balance that agrees', async () => {
    await page.goto(`${stack.webUrl}/account`);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Import from Tally' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import from Tally' });
    await dialog.getByLabel('Tally XML file').setInputFiles(TALLY_FILE);
    const counts = page.getByRole('table', { name: 'Masters and vouchers in the file' });
    const rows = () =>
      Promise.all(
        ['Ledgers', 'Vouchers'].map((kind) => cellTexts(counts.getByRole('row', { name: new RegExp(`^${kind}`) }))),
      );
    // Kind, in the file, cannot be imported, left out, new, already in the books (Cash is).
    const expected = [
      ['Ledgers', '8', '1', '0', '7', '1'],
      ['Vouchers', '2', '1', '0', '2', '0'],
    ];
    expect(await rows()).toEqual(expected);
    await page.getByText('Exported from Shree Ganesh Medical Agencies.').waitFor();
    const problems = page.getByRole('table', { name: 'What cannot be imported' });
    expect(await cellTexts(problems.getByRole('row', { name: /Typo Traders/ }))).toEqual([
      '8',
      'Ledgers',
      'Typo Traders',
      'Invalid TIN: the check character does not match (27AAPFU0939F1ZX)',
    ]);

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Imported.').waitFor({ timeout: 30_000 });
    // What was new is what was created.
    await counts.getByRole('columnheader', { name: 'Created' }).waitFor();
    expect(await rows()).toEqual(expected);

    await page.getByRole('link', { name: 'See the trial balance in Accounts' }).click();
    const trial = page.getByRole('table', { name: 'Trial Balance' });
    const total = await cellTexts(trial.getByRole('row', { name: /Grand Total/ }));
    // Particulars, opening, the period's debits and credits, the closing debits and credits.
    // The sale of 1,680.00 and its receipt move 3,360.00 each side; the openings were 95,500.00.
    // With the spreadsheet's opening stock of 11,520.00 (150 x 70.00 and 40 x 25.50) on top of the
    // file's 97,180.00, the closing balances are 1,08,700.00 each side.
    expect(total.slice(2)).toEqual(['3,360.00', '3,360.00', '1,08,700.00', '1,08,700.00']);
    expect(errors).toEqual([]);
  }, 120_000);
});

/** The names of a zip's files, with the text of those asked for. */
async function zipOf(bytes: Buffer, texts: readonly string[]) {
  const names: string[] = [];
  const contents = new Map<string, string>();
  await new Promise<void>((resolve, reject) =>
    fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) {
        reject(error);
        return;
      }
      zip.on('entry', (entry: Entry) => {
        names.push(entry.fileName);
        if (!texts.includes(entry.fileName)) {
          zip.readEntry();
          return;
        }
        zip.openReadStream(entry, (failure, stream) => {
          if (failure) {
            reject(failure);
            return;
          }
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            contents.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', resolve);
      zip.readEntry();
    }),
  );
  return { names, contents };
}

describe('everything exported and downloaded in a real browser (issue 35)', () => {
  it('makes the zip in the background and downloads it: the lists, the records, the invoices and the Tally XML', async () => {
    await page.goto(`${stack.webUrl}/account`);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Export data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export data' });
    await dialog.getByRole('button', { name: 'Export everything' }).click();
    await dialog
      .getByText(/^Your export is ready: ganesh-medical-agencies-hisaab-\d{4}-\d{2}-\d{2}\.zip \(/)
      .waitFor({ timeout: 60_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^ganesh-medical-agencies-hisaab-\d{4}-\d{2}-\d{2}\.zip$/);
    const saved = join(mkdtempSync(join(tmpdir(), 'export-e2e-')), 'export.zip');
    await download.saveAs(saved);
    const { names, contents } = await zipOf(readFileSync(saved), ['csv/products.csv', 'tally/books.xml']);
    expect(names).toEqual(expect.arrayContaining(['README.txt', 'csv/customers.csv', 'json/voucher.json']));
    // The Tally file's sale came in as an invoice: it prints.
    expect(names.filter((name) => name.startsWith('invoices/Sales/'))).toHaveLength(1);
    expect(contents.get('csv/products.csv')).toContain(
      'Azithral 500,PCS,30049099,12.00,Taxable,100,70.00,AZ101,08/2027',
    );
    expect(contents.get('tally/books.xml')).toContain('<STOCKITEM NAME="Crocin Advance"');
    expect(errors).toEqual([]);
  }, 120_000);
});
