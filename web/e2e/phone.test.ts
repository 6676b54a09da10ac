import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays } from '@app/shared/financial-year';
import { launchBrowser } from './browser';
import { indianToday, postInvoice, signUpAndIn, toastOn, type SignedInUser } from './kit';
import { clashes, MAIN_PAGES, phonePage, seriousViolations, sidewaysOverflow } from './phone-checks';

/**
 * Issue 19, the first five minutes on a phone: a trader signs up and makes a company on a 360 px
 * screen, and every page of the app then fits it: nothing scrolls sideways, nothing overlaps, the
 * main pages pass axe, and an invoice can be made by thumb.
 */
const stack = inject('e2eStack');
let browser: Browser;
let page: Page;
let api: SignedInUser['api'];
const errors: string[] = [];
const toast = (text: string) => toastOn(page)(text);

/** The records the pages show, made through the API once the company exists. */
const seeded = { product: '', tracked: '', customer: '', invoice: '', bill: '' };

const COMPANY = { name: 'Deshmukh Medical and General Stores', gstin: '27AAPFU0939F1ZV' };
const TRACKED = 'Azithromycin 500 mg (strip of 3)';

/** Opens the menu sheet, the phone's way to every page. */
async function openMenu() {
  await page.getByRole('button', { name: 'Open menu' }).tap();
  return page.getByRole('dialog', { name: 'Menu' });
}

/** Makes the company from the menu's company switcher, as a phone user does. */
async function createCompanyByPhone() {
  const menu = await openMenu();
  await menu.getByRole('button', { name: 'Switch company' }).tap();
  await page.getByRole('menuitem', { name: /Add Company/ }).tap();
  const form = page.getByRole('dialog', { name: 'Create Company' });
  await form.getByLabel('Company name').fill(COMPANY.name);
  await form.getByLabel('State / Province').tap();
  await page.locator('[data-radix-popper-content-wrapper] [cmdk-input]').fill('Maharashtra');
  await page.getByRole('option', { name: 'Maharashtra', exact: true }).tap();
  await form.getByLabel('Tax number (TIN / GSTIN)').fill(COMPANY.gstin);
  await form.getByRole('button', { name: 'Create Company' }).tap();
  await toast('Company Details successfully created! 🎉');
}

async function seed(companyId: string) {
  const product = await api<{ _id: string }>('POST', '/product/create/product', {
    company_id: companyId,
    stock_item_name: 'Paracetamol 500 mg (strip of 10)',
    unit: 'TBS',
    hsn_code: '30049099',
    taxability: 'Taxable',
    tax_rate: '12',
    opening_balance: '200',
    opening_rate: '18',
  });
  const customer = await api<{ _id: string }>('POST', '/ledger/create', {
    company_id: companyId,
    name: 'Sharma Medical Stores',
    parent: 'Debtors',
    mailing_country: 'India',
    mailing_state: 'Maharashtra',
    tin: '27AABCK1234A1Z9',
  });
  const supplier = await api<{ _id: string }>('POST', '/ledger/create', {
    company_id: companyId,
    name: 'Cipla Distributors',
    parent: 'Creditors',
    mailing_country: 'India',
    mailing_state: 'Maharashtra',
    tin: '27AAGFS5821M1ZS',
  });
  // A batch-tracked product bought in two batches, one expiring within the 90-day window.
  const tracked = await api<{ _id: string }>('POST', '/product/create/product', {
    company_id: companyId,
    stock_item_name: TRACKED,
    unit: 'TBS',
    hsn_code: '30042019',
    taxability: 'Taxable',
    tax_rate: '12',
    opening_balance: '0',
    opening_rate: '0',
    batch_tracked: true,
  });
  const batch = (quantity: number, batch_number: string, days: number, extra = {}) => ({
    item_id: tracked._id,
    quantity,
    rate: '62.50',
    batch_number,
    batch_expiry: addDays(indianToday(), days),
    ...extra,
  });
  await postInvoice(
    api,
    {
      company_id: companyId,
      voucher_type: 'Purchase',
      party_name_id: supplier._id,
      voucher_number: 'CD-4471',
      items: [batch(30, 'AZ2411', 20), batch(120, 'AZ2505', 400, { batch_mrp: '98.00' })],
    },
    true,
  );
  const invoice = await postInvoice<{ _id: string }>(
    api,
    {
      company_id: companyId,
      voucher_type: 'Sales',
      party_name_id: customer._id,
      items: [{ item_id: product._id, quantity: 20, rate: '25.00', tax_rate: 12 }],
    },
    true,
  );
  const ledgers = await api<{ _id: string; ledger_name: string }[]>(
    'GET',
    `/ledger/view/all/ledgers?company_id=${companyId}`,
  );
  const cash = ledgers.find((ledger) => ledger.ledger_name === 'Cash');
  if (!cash) throw new Error('no Cash ledger');
  const receipt = {
    company_id: companyId,
    voucher_type: 'Receipt',
    date: indianToday(),
    party_name_id: customer._id,
    payment_mode: 'Cash',
    grand_total: 300,
    accounting: [
      { ledger_id: customer._id, amount: 300 },
      { ledger_id: cash._id, amount: -300 },
    ],
    items: [],
  };
  await api('POST', '/invoices/create/vouchar', receipt, { 'Idempotency-Key': randomUUID() });
  Object.assign(seeded, { product: product._id, tracked: tracked._id, customer: customer._id, invoice: invoice._id });
}

/** Shows a page and waits until it has settled: its heading up, its lists loaded. */
async function visit(path: string) {
  await page.goto(`${stack.webUrl}${path}`);
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('main [data-slot=skeleton]').first().waitFor({ state: 'detached' });
  // Drawers and menus animate in; fonts settle.
  await page.waitForTimeout(300);
}

/** Every page of the app, with the records seeded above. */
const appRoutes = () => [
  '/',
  '/warehouses',
  '/warehouses?tab=expiring',
  '/timeline',
  '/products',
  '/products?tab=categories',
  `/products/${seeded.product}`,
  `/products/${seeded.tracked}`,
  '/customers',
  `/customers/${seeded.customer}`,
  '/customers/create/debtors',
  `/customers/edit/debtors?id=${seeded.customer}`,
  '/invoices',
  `/invoices/${seeded.invoice}`,
  '/invoices/create/sales',
  '/invoices/create/purchase',
  '/invoices/create/credit-note',
  `/invoices/update/sales/${seeded.invoice}`,
  '/transactions',
  '/transactions/create/receipt',
  '/reports',
  '/accounts',
  '/accounts?view=profit-and-loss',
  '/accounts?view=balance-sheet',
  '/accounts?view=cash-bank',
  '/accounts?view=ageing',
  '/summary',
  '/gst-returns',
  '/gst-returns?tab=gstr2b',
  '/bills',
  `/bills/${seeded.bill}`,
  '/account',
];

const shotName = (path: string) =>
  `/tmp/phone-${
    path
      .replace(/[0-9a-f-]{36}|\d{17}-[0-9a-f-]{13}/gi, 'id')
      .replace(/[?=]/g, '-')
      .replace(/\//g, '_')
      .replace(/^_/, '') || 'home'
  }.png`;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await phonePage(browser, errors);
  ({ api } = await signUpAndIn(page, stack, 'Asha'));
  await createCompanyByPhone();
  const [company] = await api<{ _id: string }[]>('GET', '/user/company');
  if (!company) throw new Error('no company');
  await seed(company._id);
}, 120_000);
afterAll(() => browser.close());

describe('the app on a 360 px phone', () => {
  it('downloads an invoice and reads it back as a bill, by touch', async () => {
    await visit(`/invoices/${seeded.invoice}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).tap(),
    ]);
    await visit('/bills');
    await page.getByTestId('bill-file-input').setInputFiles({
      name: download.suggestedFilename(),
      mimeType: 'application/pdf',
      buffer: await readFile(await download.path()),
    });
    const open = page.getByRole('link', { name: /Review/ }).first();
    await open.waitFor({ timeout: 60_000 });
    await open.tap();
    await page.waitForURL(/\/bills\/[^/]+$/);
    seeded.bill = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  }, 90_000);

  it('fits every page: no sideways scroll, no control over another', async () => {
    const problems: string[] = [];
    for (const path of appRoutes()) {
      await visit(path);
      await page.screenshot({ path: shotName(path), fullPage: true });
      const overflow = await sidewaysOverflow(page);
      if (overflow > 1) problems.push(`${path}: ${overflow}px wider than the phone`);
      for (const clash of await clashes(page)) problems.push(`${path}: ${clash.first} overlaps ${clash.second}`);
    }
    expect(problems).toEqual([]);
  }, 180_000);

  it('passes axe (nothing serious or critical) on the main pages', async () => {
    const problems: string[] = [];
    for (const path of MAIN_PAGES) {
      await visit(path);
      for (const v of await seriousViolations(page))
        problems.push(`${path}: ${v.id} (${v.impact}) ${v.targets.join(' | ')}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('shows batches as cards, each with its expiry, days and status on the screen', async () => {
    /** Whether a text of `within` lies inside the phone's width, not off its right edge. */
    const onScreen = async (within: Locator, text: string) => {
      const box = await within.getByText(text, { exact: true }).boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= 360;
    };
    await visit('/warehouses?tab=expiring');
    const expiring = page.getByRole('list', { name: 'Expiring batches' });
    expect(await expiring.getByRole('listitem').count()).toBe(1);
    const card = expiring.getByRole('listitem').first();
    expect(await card.getByRole('link', { name: TRACKED }).count()).toBe(1);
    expect(await card.getByText('30 TBS', { exact: true }).count()).toBe(1);
    expect(await card.getByText('in 20 days', { exact: true }).count()).toBe(1);
    expect(await onScreen(card, 'in 20 days')).toBe(true);
    expect(await onScreen(card, 'Expiring')).toBe(true);
    await page.screenshot({ path: '/tmp/phone-expiring-cards.png', fullPage: true });

    await visit(`/products/${seeded.tracked}`);
    const batches = page.getByRole('list', { name: 'Batches' });
    await batches.getByText('AZ2505').waitFor();
    const cards = batches.getByRole('listitem');
    expect(await cards.count()).toBe(2);
    // First expiring first, as sales take them.
    expect(await cards.nth(0).innerText()).toMatch(/^AZ2411\s+30 TBS\s+Exp \d\d\/\d{4}\s+Expiring\s+in 20 days$/);
    expect(await cards.nth(1).innerText()).toMatch(/^AZ2505\s+120 TBS\s+Exp \d\d\/\d{4} · MRP ₹98\.00\s+OK$/);
    expect(await onScreen(cards.nth(0), 'in 20 days')).toBe(true);
    expect(await onScreen(cards.nth(1), 'OK')).toBe(true);
  });

  it('returns 2 from the invoice by thumb: the box and its value on the screen, the note made', async () => {
    await visit(`/invoices/${seeded.invoice}`);
    await page.getByRole('button', { name: 'More actions' }).tap();
    await page.getByRole('menuitem', { name: 'Return' }).tap();
    await page.getByRole('heading', { name: 'Create Credit Note' }).waitFor();
    const box = page.getByLabel('Return quantity of Paracetamol 500 mg (strip of 10)');
    const inside = await box.boundingBox();
    expect(inside !== null && inside.x >= 0 && inside.x + inside.width <= 360).toBe(true);
    await box.tap();
    await box.fill('2');
    // 2 x 25.00 + 12% = 56.00, under the box.
    expect(await page.getByTestId('return-value').innerText()).toBe('₹56.00');
    expect(await page.getByText('Returnable 20 TBS of 20 TBS at ₹25.00').count()).toBe(1);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(1);
    await page.screenshot({ path: '/tmp/phone-return-form.png', fullPage: true });
    await page.getByRole('button', { name: 'Create Credit Note' }).tap();
    await toast('🎉 Credit note created successfully!');
  });

  it('keeps the filters in a sheet from the bottom, counted on its button', async () => {
    await visit('/invoices');
    await page.getByRole('button', { name: 'Filters', exact: true }).tap();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByLabel('Start Date').waitFor();
    await page.waitForTimeout(500);
    const box = await sheet.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(359);
    await sheet.getByRole('combobox', { name: 'Type' }).tap();
    await page.getByRole('option', { name: 'Sales', exact: true }).tap();
    await page.screenshot({ path: '/tmp/phone-invoices-filters.png' });
    await sheet.getByRole('button', { name: 'Show results' }).tap();
    await sheet.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Filters (1 on)' }).waitFor();
    expect(new URL(page.url()).searchParams.get('type')).toBe('sales');
  });

  it('makes a sales invoice by thumb: customer, an item in the full-width drawer, the summary, save', async () => {
    await visit('/invoices/create/sales');
    await page.getByRole('combobox', { name: 'Customer' }).tap();
    await page.getByRole('option', { name: /Sharma Medical Stores/ }).tap();
    await page.getByRole('button', { name: 'Add Items' }).tap();
    const item = page.getByRole('dialog', { name: 'Add Item' });
    await item.waitFor();
    const drawerBox = await item.boundingBox();
    expect(drawerBox?.width).toBeGreaterThanOrEqual(359);
    await item.getByRole('combobox', { name: 'Item' }).tap();
    await page.getByRole('option', { name: /Paracetamol/ }).tap();
    for (const [label, value] of [
      [/^Quantity/, '10'],
      [/^Rate/, '25'],
    ] as const) {
      const box = item.getByLabel(label);
      await box.tap();
      await box.fill(value);
    }
    await page.screenshot({ path: '/tmp/phone-invoice-item-drawer.png' });
    await item.getByRole('button', { name: 'Add Item' }).tap();
    await toast('Item added successfully');
    // 10 x 25 at 12%: ₹280.00.
    const summary = page.getByRole('complementary', { name: 'Invoice summary' });
    await summary.getByText('₹280.00').waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(1);
    await page.screenshot({ path: '/tmp/phone-invoice-filled.png', fullPage: false });
    await page.getByRole('button', { name: 'Create Invoice' }).tap();
    await toast('🎉 Invoice created successfully!');
    await page.waitForURL(`${stack.webUrl}/invoices`);
  });

  it('reaches the pages from the menu sheet', async () => {
    await visit('/');
    const menu = await openMenu();
    await page.waitForTimeout(500);
    await page.screenshot({ path: '/tmp/phone-menu.png' });
    await menu.getByRole('link', { name: 'Customers', exact: true }).tap();
    await page.getByRole('heading', { name: 'Customers' }).waitFor();
    expect(await menu.isVisible()).toBe(false);
  });

  it('raised no errors in the browser', () => {
    expect(errors).toEqual([]);
  });
});
