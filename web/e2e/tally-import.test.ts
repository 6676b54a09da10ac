import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { indianDate } from '@app/shared/financial-year';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { cellTexts, createCompany, desktopPage, signUpAndIn } from './kit';

/**
 * Issue 35 in a real browser: a Tally ERP 9 export (functions/test/tally) chosen from Profile's
 * Data Management, previewed, imported, and the trial balance opened: its openings agree,
 * 95,500.00 each side with the stock, and with its sale of 1,680.00 and the receipt for it the
 * closing balances are 97,180.00 each side. The company's books begin this financial year: the
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

beforeAll(async () => {
  browser = await launchBrowser();
  page = await desktopPage(browser, errors, () => true);
  await signUpAndIn(page, stack, 'Ganesh');
  await createCompany(page, 'Ganesh Medical Agencies', '27AAGFS5821M1ZS');
});

afterAll(() => browser.close());

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
    expect(total.slice(2)).toEqual(['3,360.00', '3,360.00', '97,180.00', '97,180.00']);
    expect(errors).toEqual([]);
  }, 120_000);
});
