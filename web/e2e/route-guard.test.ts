import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeAdministrator as makeAdmin, setUpAuthenticator } from './administrators';
import { launchBrowser } from './browser';
import { createCompany, freshPage, signInAt, signUpAndIn } from './kit';

const stack = inject('e2eStack');
const demo = stack.demo ?? { email: '', password: '' };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const newPage = () => freshPage(browser);

const signIn = (page: Page, path: '/login' | '/admin', email: string, password: string) =>
  signInAt(page, stack.webUrl, path, email, password);

/** Types an address into the address bar: a whole page load, as a person does. */
const typeAddress = (page: Page, path: string) => page.goto(`${stack.webUrl}${path}`);

const pathname = (page: Page) => new URL(page.url()).pathname;

/** The menu's items, in order, as the side drawer shows them. */
const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link');
const menu = (page: Page) => menuOf(page).allInnerTexts();

/**
 * An administrator with a company and a product of their own: signed up as a person does, given a
 * company and a product, then put in the admin group the way `npm run make-admin` does.
 */
async function makeAdministrator() {
  const { page, close } = await newPage();
  const admin = await signUpAndIn(page, stack, 'Devika');
  await createCompany(page, 'Devika Surgicals');
  const [company] = await admin.api<{ _id: string }[]>('GET', '/user/company');
  const product = await admin.api<{ _id: string }>('POST', '/product/create/product', {
    company_id: company?._id,
    stock_item_name: 'Saline Drip 500 ml',
    unit: 'BTL',
    opening_balance: '24',
    opening_rate: '38',
  });
  await close();
  await makeAdmin(stack, admin.email);
  return { ...admin, productId: product._id };
}

describe('an administrator, in a real browser (spec 2.7)', () => {
  let admin: Awaited<ReturnType<typeof makeAdministrator>>;
  let page: Page;
  let close: () => Promise<void>;

  beforeAll(async () => {
    admin = await makeAdministrator();
    ({ page, close } = await newPage());
    await signIn(page, '/admin', admin.email, admin.password);
    // Issue 31: the first sign-in at /admin sets up the authenticator, then signs in with a code.
    await setUpAuthenticator(page);
    await page.getByRole('heading', { name: 'Welcome, Devika' }).waitFor();
  });
  afterAll(() => close());

  it('sees Products and Customers in the menu, and no Invoices', async () => {
    expect(await menu(page)).toEqual(['Products', 'Customers', 'Admin Console', 'Account', 'About']);
  });

  it('types /invoices in the address bar and lands home, not on the invoices', async () => {
    await typeAddress(page, '/invoices');
    await page.getByRole('heading', { name: 'Welcome, Devika' }).waitFor();
    expect(pathname(page)).toBe('/');
    expect(await page.getByRole('heading', { name: 'Invoices Directory' }).count()).toBe(0);
  });

  it("lands home from a deep link into the users' books too", async () => {
    await typeAddress(page, '/transactions/create/receipt');
    await page.getByRole('heading', { name: 'Welcome, Devika' }).waitFor();
    expect(pathname(page)).toBe('/');
  });

  it("opens a product's page by its address, and the catalogue from the menu", async () => {
    await typeAddress(page, `/products/${admin.productId}`);
    await page.getByRole('heading', { name: 'Saline Drip 500 ml' }).waitFor();
    expect(pathname(page)).toBe(`/products/${admin.productId}`);

    await menuOf(page).getByText('Products').click();
    await page.getByRole('heading', { name: 'Products', exact: true }).waitFor();
    expect(pathname(page)).toBe('/products');
  });

  it('finds themself in the Admin Console, extends the trial, and the log names the change (issue 20)', async () => {
    await menuOf(page).getByText('Admin Console').click();
    await page.getByRole('heading', { name: 'Admin Console' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill(admin.email);
    const row = page.getByRole('table', { name: 'Users' }).getByRole('row', { name: new RegExp(admin.email) });
    await row.getByText('Trial: 14 days left').waitFor();
    // The header row and Devika's, once the search has run.
    await expect.poll(() => page.getByRole('table', { name: 'Users' }).getByRole('row').count()).toBe(2);
    await page.getByRole('table', { name: 'Companies' }).getByText('Devika Surgicals').waitFor();
    expect(await row.getByRole('button', { name: 'Disable' }).count()).toBe(0);
    await row.getByRole('button', { name: 'Extend trial' }).click();
    await page.getByText('Trial of Devika extended by 14 days', { exact: true }).waitFor();
    await row.getByText('Trial: 28 days left').waitFor();
    await page
      .getByRole('list', { name: "Administrators' log" })
      .getByText(/Trial extended by 14 days, to \d{4}-\d{2}-\d{2}/)
      .waitFor();
    // With E2E_SCREENSHOTS=<dir> (else /tmp/admin-console), a picture for a person to look at.
    const dir = process.env.E2E_SCREENSHOTS ?? '/tmp/admin-console';
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: join(dir, 'admin-console.png'), fullPage: true });
  });
});

describe('a user, in a real browser', () => {
  it('still types /invoices and sees their invoices', async () => {
    const { page, close } = await newPage();
    await signIn(page, '/login', demo.email, demo.password);
    await page.getByText('Welcome, Asha Verma').waitFor();
    expect(await menu(page)).toContain('Invoices');

    await typeAddress(page, '/invoices');
    await page.getByRole('heading', { name: 'Invoices Directory' }).waitFor();
    expect(pathname(page)).toBe('/invoices');
    expect(await menu(page)).not.toContain('Admin Console');
    await typeAddress(page, '/console');
    await page.getByText('Welcome, Asha Verma').waitFor();
    expect(pathname(page)).toBe('/');
    await close();
  });
});
