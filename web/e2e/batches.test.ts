import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays } from '@app/shared/financial-year';
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
 * Issue 18 in the browser: a batch-tracked product made through the drawer with its opening batch,
 * a purchase of three more batches (one expired 15 days ago, one expiring in 77 days, one in 380),
 * then the product page's batches and Inventory's Expiring tab and its CSV.
 */
const stack = inject('e2eStack');
let browser: Browser;
let page: Page;
let user: SignedInUser;
let companyId = '';
let productId = '';
const errors: string[] = [];

const PRODUCT = 'Azithromycin 500 mg';
const today = indianToday();
const inDays = (days: number) => addDays(today, days);
/** MM/YYYY, as the screens print an expiry. */
const label = (date: string) => `${date.slice(5, 7)}/${date.slice(0, 4)}`;
/** The opening batch expires at the end of a month two years on: typed as MM/YYYY. */
const openingExpiry = `${today.slice(5, 7)}/${Number(today.slice(0, 4)) + 2}`;

const toast = (text: string) => toastOn(page)(text);
/** A row's cells, each with its lines joined by a space. */
const cells = async (row: Locator) => (await cellTexts(row)).map((text) => text.replace(/\s+/g, ' '));
/** A table's column headings. */
const headings = async (table: string) =>
  (await page.getByRole('table', { name: table }).getByRole('columnheader').allInnerTexts()).map((t) => t.trim());
const batchRows = () => page.getByRole('table', { name: 'Batches' }).getByRole('row');
const expiringRows = () => page.getByRole('table', { name: 'Expiring batches' }).getByRole('row');
/** The batch numbers a table lists, in order (its header row left out). */
const firstCells = async (rows: Locator) => (await rows.locator('td:first-child').allInnerTexts()).map((t) => t.trim());

/** With E2E_SCREENSHOTS=<dir>, a picture of the page at 1440 and at 360 px wide, for a person to look at. */
async function screenshot(name: string, target: Locator) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await target.screenshot({ path: join(dir, `${name}.png`) });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.waitForTimeout(300);
  await target.screenshot({ path: join(dir, `${name}-360.png`) });
  await page.setViewportSize({ width: 1440, height: 900 });
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await desktopPage(browser, errors, () => true);
  user = await signUpAndIn(page, stack, 'Kavita');
});
afterAll(() => browser.close());

describe('batches and expiry, in a real browser', () => {
  it('makes a batch-tracked product through the drawer, with the batch its opening stock is in', async () => {
    await createCompany(page, 'Mehta Chemists');
    const [company] = await user.api<{ _id: string }[]>('GET', '/user/company');
    companyId = company?._id ?? '';
    await page.getByRole('link', { name: 'Products' }).click();
    await page.getByRole('heading', { name: 'No products found' }).waitFor();
    await page.getByRole('button', { name: 'Add New Items' }).click();
    const form = page.getByRole('dialog', { name: 'Create Product' });
    await form.getByLabel('Product Name').fill(PRODUCT);
    await form.getByLabel('Unit of Measurement').click();
    await page.locator('[data-radix-popper-content-wrapper] [cmdk-input]').fill('Tablets');
    await page.getByRole('option', { name: 'Tablets (TBS)', exact: true }).click();
    await form.getByRole('button', { name: 'Next' }).click();

    const batches = form.getByRole('switch', { name: 'Track batches and expiry' });
    expect(await batches.getAttribute('aria-checked')).toBe('false');
    await form.getByLabel('Opening Stock Quantity').fill('50');
    await form.getByLabel('Opening Rate').fill('12');
    await batches.click();
    // Asked for, and refused without.
    await form.getByRole('button', { name: 'Create Product' }).click();
    await toast('Give the batch number and expiry of the opening stock');
    await form.getByLabel('Batch 1 number').fill('AZ-01');
    expect(await form.getByLabel('Batch 1 expiry').getAttribute('placeholder')).toBe('MM/YYYY');
    await form.getByLabel('Batch 1 expiry').fill('13/2027');
    await form.getByRole('button', { name: 'Create Product' }).click();
    await form.getByText('Expiry must be a month and year like 08/2026, or a date').waitFor();
    await form.getByLabel('Batch 1 expiry').fill(openingExpiry);
    await screenshot('product-drawer-batches', form);
    await form.getByRole('button', { name: 'Create Product' }).click();
    await toast('Product successfully created! 🎉');

    await page.getByRole('link', { name: `View ${PRODUCT}` }).click();
    await page.getByRole('heading', { name: PRODUCT, level: 1 }).waitFor();
    productId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await batchRows().filter({ hasText: 'AZ-01' }).waitFor();
    expect(await cells(batchRows().nth(1))).toEqual(['AZ-01', openingExpiry, '50 TBS', 'OK']);
  });

  it("lists the product's batches first expiring first, with their status and MRP", async () => {
    const supplier = await user.api<{ _id: string }>('POST', '/ledger/create', {
      company_id: companyId,
      name: 'Haryana Pharma Distributors',
      parent: 'Creditors',
    });
    const line = (quantity: number, rate: string, batch_number: string, batch_expiry: string, extra = {}) => ({
      item_id: productId,
      quantity,
      rate,
      batch_number,
      batch_expiry,
      ...extra,
    });
    const items = [
      line(10, '1.4', 'p2312', inDays(-15)),
      line(100, '1.5', 'P2401', inDays(77), { batch_mrp: '32.50' }),
      line(200, '1.6', 'P2407', inDays(380)),
    ];
    await postInvoice(user.api, {
      company_id: companyId,
      voucher_type: 'Purchase',
      party_name_id: supplier._id,
      voucher_number: 'HPD-2207',
      items,
    });
    await page.reload();
    await page.getByRole('table', { name: 'Batches' }).getByText('P2407').waitFor();
    expect(await headings('Batches')).toEqual(['Batch', 'Expiry', 'Quantity', 'MRP', 'Status']);
    expect(await cells(batchRows().nth(1))).toEqual([
      'p2312',
      label(inDays(-15)),
      '10 TBS',
      '—',
      'Expired 15 days ago',
    ]);
    expect(await cells(batchRows().nth(2))).toEqual([
      'P2401',
      label(inDays(77)),
      '100 TBS',
      '₹32.50',
      'Expiring in 77 days',
    ]);
    expect(await cells(batchRows().nth(3))).toEqual(['P2407', label(inDays(380)), '200 TBS', '—', 'OK']);
    expect(await cells(batchRows().nth(4))).toEqual(['AZ-01', openingExpiry, '50 TBS', '—', 'OK']);
    expect(await page.getByLabel('Current Stock', { exact: true }).innerText()).toBe('360 TBS');
    await screenshot('product-batches', page.locator('main'));
  });

  it("lists the expired and expiring batches on Inventory's Expiring tab, with how long ago or how soon", async () => {
    await page.getByRole('link', { name: 'WareHouse', exact: true }).click();
    await page.getByRole('heading', { name: 'Inventory Management', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Expiring' }).click();
    await page.waitForURL(`${stack.webUrl}/warehouses?tab=expiring`);
    // Skeleton rows until the batches come.
    await expiringRows().filter({ hasText: 'P2401' }).waitFor();
    expect(await expiringRows().count()).toBe(3);
    expect(await headings('Expiring batches')).toEqual(['Item Name', 'Batch', 'Expiry', 'Days', 'Quantity', 'Status']);
    expect(await cells(expiringRows().nth(1))).toEqual([
      PRODUCT,
      'p2312',
      label(inDays(-15)),
      'expired 15 days ago',
      '10 TBS',
      'Expired',
    ]);
    expect(await cells(expiringRows().nth(2))).toEqual([
      PRODUCT,
      'P2401',
      label(inDays(77)),
      'in 77 days',
      '100 TBS',
      'Expiring',
    ]);
    await screenshot('inventory-expiring', page.locator('main'));

    await page.getByRole('combobox', { name: 'Show' }).click();
    await page.getByRole('option', { name: 'Expired', exact: true }).click();
    await page.waitForURL(`${stack.webUrl}/warehouses?tab=expiring&expiry=expired`);
    await expect.poll(() => firstCells(expiringRows())).toEqual([PRODUCT]);
    expect(await expiringRows().nth(1).getByRole('cell').nth(1).innerText()).toBe('p2312');
    await page.getByRole('combobox', { name: 'Show' }).click();
    await page.getByRole('option', { name: 'Expiring soon' }).click();
    await expect.poll(async () => (await cells(expiringRows().nth(1)))[1]).toBe('P2401');
    expect(await expiringRows().count()).toBe(2);
  });

  it('exports the batches the filter shows as CSV, with the MRP the tab leaves out', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`expiring-batches-expiring-soon-${today}.csv`);
    const lines = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toEqual([
      'Sr. No.,Item Name,Batch,Expiry,Days to Expiry,Quantity,Unit,MRP,Status',
      `1,${PRODUCT},P2401,${label(inDays(77))},77,100,TBS,32.50,Expiring`,
      '',
    ]);
  });

  it('drops a sold-out batch from both lists, and shows it again on request', async () => {
    const customer = await user.api<{ _id: string }>('POST', '/ledger/create', {
      company_id: companyId,
      name: 'Sharma Medical Hall',
      parent: 'Debtors',
    });
    // First expiry, first out: the 100 of P2401 go, none of the expired batch.
    await postInvoice(user.api, {
      company_id: companyId,
      voucher_type: 'Sales',
      party_name_id: customer._id,
      items: [{ item_id: productId, quantity: 100, rate: '2.5' }],
    });
    await page.reload();
    await page.getByRole('heading', { name: 'No batches expire in the next 90 days' }).waitFor();
    await page.getByRole('combobox', { name: 'Show' }).click();
    await page.getByRole('option', { name: 'All', exact: true }).click();
    await page.waitForURL(`${stack.webUrl}/warehouses?tab=expiring`);
    await expect.poll(() => expiringRows().count()).toBe(2);

    await expiringRows().nth(1).getByRole('link', { name: PRODUCT }).click();
    await page.getByRole('heading', { name: PRODUCT, level: 1 }).waitFor();
    await expect.poll(() => firstCells(batchRows())).toEqual(['p2312', 'P2407', 'AZ-01']);
    await page.getByRole('switch', { name: 'Show sold out' }).click();
    await expect.poll(() => firstCells(batchRows())).toEqual(['p2312', 'P2401', 'P2407', 'AZ-01']);
    expect(await cells(batchRows().nth(2))).toEqual(['P2401', label(inDays(77)), '0 TBS', '₹32.50', 'Sold out']);
    expect(errors).toEqual([]);
  });
});
