import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { cellTexts, createCompany, desktopPage, indianToday, postInvoice, type SignedInUser, signUpAndIn } from './kit';

/**
 * Issue 7: the Inventory Timeline (/timeline) over books moved today: gauze restocked and sold at a
 * profit, bandages sold below cost, an item only in opening stock with a long name, and one with
 * nothing at all (left out). Figures worked by hand at the average rate (GST.md).
 */
const stack = inject('e2eStack');
let browser: Browser;
let page: Page;
let user: SignedInUser;
let companyId = '';
const errors: string[] = [];

const LONG_NAME = 'Amoxicillin and Potassium Clavulanate Tablets IP 625 mg';
const tomorrow = () => new Date(Date.parse(`${indianToday()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const shown = (iso: string) => iso.split('-').reverse().join('/');

const itemRows = () => page.getByRole('row').filter({ has: page.getByRole('cell', { name: /\(PCS\)$/ }) });
const totals = () => page.getByRole('row', { name: /^Totals/ });
const names = async () => (await itemRows().locator('td:nth-child(2)').allInnerTexts()).map((text) => text.trim());

async function seed() {
  const product = (stock_item_name: string, opening: string, rate: string) =>
    user.api<{ _id: string }>('POST', '/product/create/product', {
      company_id: companyId,
      stock_item_name,
      unit: 'PCS',
      opening_balance: opening,
      opening_rate: rate,
    });
  const gauze = await product('Gauze', '4', '100');
  const bandage = await product('Bandage', '5', '50');
  await product(LONG_NAME, '10', '10');
  await product('Never Stocked', '0', '0');
  const party = (name: string, parent: string) =>
    user.api<{ _id: string }>('POST', '/ledger/create', { company_id: companyId, name, parent });
  const customer = await party('Sharma Medical Hall', 'Debtors');
  const supplier = await party('Cipla Distributors', 'Creditors');
  const invoice = (
    voucher_type: 'Sales' | 'Purchase',
    partyId: string,
    item_id: string,
    quantity: number,
    rate: number,
  ) =>
    postInvoice(user.api, {
      company_id: companyId,
      voucher_type,
      party_name_id: partyId,
      items: [{ item_id, quantity, rate }],
      ...(voucher_type === 'Purchase' ? { voucher_number: 'B-2210' } : {}),
    });
  await invoice('Purchase', supplier._id, gauze._id, 8, 200);
  await invoice('Sales', customer._id, gauze._id, 3, 250);
  await invoice('Sales', customer._id, bandage._id, 2, 10);
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await desktopPage(browser, errors, () => true);
  user = await signUpAndIn(page, stack, 'Kavya');
  await createCompany(page, 'Patel Surgicals');
  const [company] = await user.api<{ _id: string }[]>('GET', '/user/company');
  companyId = company?._id ?? '';
  await seed();
});
afterAll(() => browser.close());

describe('the inventory timeline, in a real browser', () => {
  it("shows each item's year: opening, purchases, sales, gross profit and current stock, with totals", async () => {
    await page.getByRole('link', { name: 'Timeline', exact: true }).click();
    await page.getByRole('heading', { name: 'Inventory Timeline', level: 1 }).waitFor();
    await expect.poll(names).toEqual(['Gauze (PCS)', 'Bandage (PCS)', `${LONG_NAME.slice(0, 35)}… (PCS)`]);
    // Gauze: (400 + 1,600) / (4 + 8) = 166.67 a piece; 9 left worth 1,500.00, so the 3 sold cost 500.00.
    expect(await cellTexts(itemRows().nth(0))).toEqual([
      '1',
      'Gauze (PCS)',
      '4',
      '100.00',
      '400.00',
      '8',
      '200.00',
      '1,600.00',
      '3',
      '250.00',
      '750.00',
      '250.00',
      '33.33%',
      '9',
      '166.67',
      '1,500.00',
    ]);
    // Bandages sold at 10.00 that cost 50.00: a loss, in red; nothing bought, so dashes.
    const bandage = await cellTexts(itemRows().nth(1));
    expect(bandage.slice(5, 8)).toEqual(['–', '–', '–']);
    expect(bandage.slice(11, 13)).toEqual(['-80.00', '-400.00%']);
    const colour = (text: string) =>
      page
        .getByRole('cell', { name: text, exact: true })
        .first()
        .evaluate((cell) => getComputedStyle(cell).color);
    expect(await colour('-80.00')).not.toBe(await colour('250.00'));
    expect(await cellTexts(totals())).toEqual([
      'Totals',
      '750.00',
      '1,600.00',
      '770.00',
      '170.00',
      '22.08%',
      '1,750.00',
    ]);
    expect(errors).toEqual([]);
  });

  it('exports every row as CSV, with the figures as shown', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^inventory-timeline-\d{4}-04-01-to-\d{4}-03-31\.csv$/);
    const lines = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Sr. No.,Item,Unit,Opening QTY,Opening Rate,Opening Value,Purchases QTY,Purchases Rate,Purchases Value,' +
        'Sales QTY,Sales Rate,Sales Value,Gross Profit,Margin %,Current Stock QTY,Current Stock Rate,Current Stock Value',
    );
    expect(lines[1]).toBe('1,Gauze,PCS,4,100.00,400.00,8,200.00,1600.00,3,250.00,750.00,250.00,33.33,9,166.67,1500.00');
    expect(lines).toHaveLength(5);
  });

  it('carries the stock into a later period, and searches', async () => {
    await page.getByLabel('End Date').fill(shown(tomorrow()));
    await page.getByLabel('Start Date').fill(shown(tomorrow()));
    await expect
      .poll(async () => cellTexts(totals()))
      .toEqual(['Totals', '1,750.00', '0.00', '0.00', '0.00', '0.00%', '1,750.00']);
    expect((await cellTexts(itemRows().nth(0))).slice(2, 5)).toEqual(['9', '166.67', '1,500.00']);
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('gauze');
    await expect.poll(names).toEqual(['Gauze (PCS)']);
    expect((await cellTexts(totals()))[4]).toBe('250.00');
  });

  it('sorts by name both ways, and numbers rows on across pages', async () => {
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await page.getByRole('button', { name: 'Item Details (Unit)' }).click();
    await expect.poll(names).toEqual([`${LONG_NAME.slice(0, 35)}… (PCS)`, 'Bandage (PCS)', 'Gauze (PCS)']);
    for (let i = 1; i <= 30; i++) {
      await user.api('POST', '/product/create/product', {
        company_id: companyId,
        stock_item_name: `Cotton Roll ${String(i).padStart(2, '0')}`,
        unit: 'PCS',
        opening_balance: '1',
        opening_rate: '5',
      });
    }
    await page.reload();
    await page.getByText('Showing 1-30 of 33 items').waitFor();
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await page.getByText('Showing 31-33 of 33 items').waitFor();
    expect((await cellTexts(itemRows().nth(0)))[0]).toBe('31');
  });
});
