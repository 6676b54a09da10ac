import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import {
  cellTexts,
  createCompany,
  desktopPage,
  indianToday,
  postInvoice,
  type SignedInUser,
  signUpAndIn,
  toastOn,
} from './kit';

/**
 * Issue 7: the Inventory Management page (/warehouses) over stock the books moved: five items, one
 * sold below zero, one restocked by a purchase; the cards' figures, the tabs, the sort, the filters
 * and a row's details.
 */
const stack = inject('e2eStack');
let browser: Browser;
let page: Page;
let user: SignedInUser;
const errors: string[] = [];

const card = (label: string) => page.getByRole('group', { name: label, exact: true });
const rows = () => page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Details of / }) });
const names = async () => (await rows().getByRole('link').allInnerTexts()).map((name) => name.trim());
const restockDay = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(
  new Date(indianToday()),
);

/**
 * The names in the table once it shows `count` items (polled: a drop-down closing still hides the
 * rest of the page from the accessibility tree for a moment).
 */
async function namesOnceShowing(count: number) {
  await page.getByText(`Showing 1-${count} of ${count} items`).waitFor();
  await expect.poll(async () => (await names()).length).toBe(count);
  return names();
}
const lines = (text: string) => text.replace(/\n+/g, '\n');
/** A card's label, figure and note, a line each. */
const cardText = async (label: string) => lines(await card(label).innerText());
const cells = async (name: RegExp) => (await cellTexts(page.getByRole('row', { name }))).map(lines);

/** What the last test sells: the antiseptic (10 in stock, alert at 5), to the seeded customer. */
let sellAntiseptic: (quantity: number) => Promise<unknown>;

async function seed(companyId: string) {
  const category = await user.api<{ _id: string }>('POST', '/category/create/category', {
    company_id: companyId,
    category_name: 'Syrups',
  });
  const product = (stock_item_name: string, unit: string, opening: string, extra: object = {}) =>
    user.api<{ _id: string }>('POST', '/product/create/product', {
      company_id: companyId,
      stock_item_name,
      unit,
      opening_balance: opening,
      opening_rate: '10',
      ...extra,
    });
  // In this order, the default sort (created_at, oldest first).
  const antiseptic = await product('Antiseptic Liquid', 'PCS', '10', { low_stock_alert: '5' });
  await product('Bandage Roll', 'PCS', '3', { low_stock_alert: '5' });
  await product('Cotton Pack', 'PCS', '0');
  const drops = await product('Eye Drops', 'PCS', '2');
  const syrup = await product('Cough Syrup', 'BTL', '20', { category_id: category._id });
  const customer = await user.api<{ _id: string }>('POST', '/ledger/create', {
    company_id: companyId,
    name: 'Sharma Medical Hall',
    parent: 'Debtors',
  });
  const supplier = await user.api<{ _id: string }>('POST', '/ledger/create', {
    company_id: companyId,
    name: 'Cipla Distributors',
    parent: 'Creditors',
  });
  const invoice = (
    voucher_type: 'Sales' | 'Purchase',
    party: string,
    item_id: string,
    quantity: number,
    rate: number,
  ) =>
    postInvoice(user.api, {
      company_id: companyId,
      voucher_type,
      party_name_id: party,
      items: [{ item_id, quantity, rate }],
      ...(voucher_type === 'Purchase' ? { voucher_number: 'B-1042' } : {}),
    });
  // 5 eye drops sold out of 2: 3 short. 5 syrups bought at ₹60: 25 at an average of ₹20.
  await invoice('Sales', customer._id, drops._id, 5, 95);
  await invoice('Purchase', supplier._id, syrup._id, 5, 60);
  sellAntiseptic = (quantity) => invoice('Sales', customer._id, antiseptic._id, quantity, 30);
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await desktopPage(browser, errors, () => true);
  user = await signUpAndIn(page, stack, 'Ritu');
});
afterAll(() => browser.close());

describe('inventory management, in a real browser', () => {
  it('opens from the menu, and asks for a company before an invoice can be made', async () => {
    await page.getByRole('link', { name: 'WareHouse', exact: true }).click();
    await page.getByRole('heading', { name: 'Inventory Management', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'No stock items found' }).waitFor();
    await page.getByRole('button', { name: 'Add Purchase' }).click();
    await toastOn(page)('Please create a company first.');
    expect(page.url()).toBe(`${stack.webUrl}/warehouses`);
  });

  it('counts the items per stock status, negative stock with zero, and the sales and purchase values', async () => {
    await createCompany(page, 'Joshi Medicos');
    const [company] = await user.api<{ _id: string }[]>('GET', '/user/company');
    await seed(company?._id ?? '');
    await page.getByRole('link', { name: 'WareHouse', exact: true }).click();
    await page.getByRole('heading', { name: 'Inventory Management', level: 1 }).waitFor();

    await card('All Items').getByText('5', { exact: true }).waitFor();
    expect(await cardText('Zero Stock')).toBe('Zero Stock\n2\n1 below zero');
    expect(await cardText('Low Stock')).toBe('Low Stock\n1');
    expect(await cardText('Available')).toBe('Available\n2');
    expect(await card('Sales Value').getByText('₹475.00').isVisible()).toBe(true);
    expect(await card('Purchase Value').getByText('₹300.00').isVisible()).toBe(true);

    expect(await namesOnceShowing(5)).toEqual([
      'Antiseptic Liquid',
      'Bandage Roll',
      'Cotton Pack',
      'Eye Drops',
      'Cough Syrup',
    ]);
    expect(await cells(/Eye Drops/)).toEqual(['', 'Eye Drops\nPCS', '-3 PCS', '-₹30.00', 'Out of Stock', '—']);
    // Negative stock is red.
    const red = await page.getByText('-3 PCS').evaluate((cell) => getComputedStyle(cell).color);
    const plain = await page.getByText('25 BTL').evaluate((cell) => getComputedStyle(cell).color);
    expect(red).not.toBe(plain);
    expect(await cells(/Cough Syrup/)).toEqual([
      '',
      'Cough Syrup\nSyrups',
      '25 BTL',
      '₹500.00',
      'In Stock',
      restockDay,
    ]);
  });

  it('lists each tab: zero takes the negative stock too, low, available', async () => {
    await page.getByRole('tab', { name: 'Zero Stock' }).click();
    expect(await namesOnceShowing(2)).toEqual(['Cotton Pack', 'Eye Drops']);
    expect(page.url()).toBe(`${stack.webUrl}/warehouses?tab=zero`);
    await page.getByRole('tab', { name: 'Low Stock' }).click();
    expect(await namesOnceShowing(1)).toEqual(['Bandage Roll']);
    await page.getByRole('tab', { name: 'Available' }).click();
    expect(await namesOnceShowing(2)).toEqual(['Antiseptic Liquid', 'Cough Syrup']);
    // Back goes through the tabs.
    await page.goBack();
    expect(await namesOnceShowing(1)).toEqual(['Bandage Roll']);
    await page.getByRole('tab', { name: 'All Inventory' }).click();
    expect(await namesOnceShowing(5)).toHaveLength(5);
  });

  it('sorts by current stock, both ways, and by name', async () => {
    await page.getByRole('button', { name: 'Current Stock' }).click();
    await expect.poll(names).toEqual(['Eye Drops', 'Cotton Pack', 'Bandage Roll', 'Antiseptic Liquid', 'Cough Syrup']);
    await page.getByRole('button', { name: 'Current Stock' }).click();
    await expect.poll(names).toEqual(['Cough Syrup', 'Antiseptic Liquid', 'Bandage Roll', 'Cotton Pack', 'Eye Drops']);
    await page.getByRole('button', { name: 'Item Name' }).click();
    await expect.poll(names).toEqual(['Antiseptic Liquid', 'Bandage Roll', 'Cotton Pack', 'Cough Syrup', 'Eye Drops']);
    expect(page.url()).toBe(`${stack.webUrl}/warehouses?sort=stock_item_name`);
  });

  it('searches, filters by category, and opens a row to show its details', async () => {
    await page.getByRole('searchbox', { name: 'Search' }).fill('drops');
    expect(await namesOnceShowing(1)).toEqual(['Eye Drops']);
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    expect(await namesOnceShowing(5)).toHaveLength(5);

    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Syrups' }).click();
    expect(await namesOnceShowing(1)).toEqual(['Cough Syrup']);

    await page.getByRole('button', { name: 'Details of Cough Syrup' }).click();
    const details = page.getByRole('table').locator('dl');
    await details.waitFor();
    const facts = await details.locator('div').allInnerTexts();
    expect(facts.map((fact) => fact.replace(/\s*\n\s*/, ': '))).toEqual([
      'Category: Syrups',
      'Group: —',
      'Opening Stock: 20 BTL',
      'Purchased: 5 BTL',
      'Sold: 0 BTL',
      'Avg. Purchase Rate: ₹60.00',
      'Avg. Sale Rate: —',
      'Stock Value: ₹500.00',
      'Margin: —',
      `Last Restock Date: ${restockDay}`,
    ]);
    await page.getByRole('button', { name: 'Details of Cough Syrup' }).click();
    await details.waitFor({ state: 'detached' });
  });

  it('exports the items the tab and filters show as CSV', async () => {
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await page.getByRole('tab', { name: 'Zero Stock' }).click();
    expect(await namesOnceShowing(2)).toEqual(['Cotton Pack', 'Eye Drops']);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`inventory-${indianToday()}.csv`);
    const lines = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toEqual([
      'Sr. No.,Item Name,Category,Group,HSN/SAC,Unit,Opening Stock,Purchased,Sold,Current Stock,Stock Value,Status,Last Restock',
      '1,Cotton Pack,,,,PCS,0,0,0,0,0.00,Out of Stock,',
      '2,Eye Drops,,,,PCS,2,0,5,-3,-30.00,Out of Stock,',
      '',
    ]);
    await page.getByRole('tab', { name: 'All Inventory' }).click();
  });

  it('opens a purchase invoice from the header', async () => {
    await page.getByRole('button', { name: 'Add Purchase' }).click();
    await page.waitForURL(`${stack.webUrl}/invoices/create/purchase`);
    await page.getByRole('heading', { name: 'Create Purchase Invoice' }).waitFor();
  });

  it('rings the bell once when a sale takes an item down to its low-stock alert, not again while it stays low', async () => {
    await sellAntiseptic(6); // 10 -> 4, at or below the alert of 5: a notice
    await sellAntiseptic(1); // 4 -> 3, still low: no second notice
    await page.reload();
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const notices = page.getByRole('listitem').filter({ hasText: 'Low stock' });
    await notices.first().waitFor();
    expect((await notices.allInnerTexts()).map((text) => lines(text).split('\n').slice(0, 2))).toEqual([
      ['Low stock', 'Antiseptic Liquid is down to 4 PCS (alert at 5 PCS).'],
    ]);
    expect(errors).toEqual([]);
  });
});
