import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { printFileName } from '@app/shared/print/print-files';
import { launchBrowser } from './browser';
import { createCompany, desktopPage, postInvoice, signUpAndIn, toastOn } from './kit';

/**
 * Issue 6's screens in a real browser: a long GST invoice's PDF, made by the server, previewed from
 * the directory's row menu page by page, downloaded, and shared (which headless Chromium cannot do
 * with files, so it downloads); the invoice page's Download; and the sample print template.
 */
const stack = inject('e2eStack');
let browser: Browser;
let page: Page;
const errors: string[] = [];
const toast = (text: string) => toastOn(page)(text);
/** The sales invoice of 120 lines the tests print. */
let invoice: { _id: string; voucher_number: string };

/** Clicks what starts a download and returns the file once it has arrived, with its first bytes. */
async function downloadBy(button: Locator): Promise<{ name: string; head: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const bytes = await readFile(await download.path());
  return { name: download.suggestedFilename(), head: bytes.subarray(0, 5).toString('latin1') };
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await desktopPage(browser, errors, () => true);
  const { api } = await signUpAndIn(page, stack, 'Farida');
  await createCompany(page, 'Qureshi Medical Agencies', '27AAPFU0939F1ZV');
  const [company] = await api<{ _id: string }[]>('GET', '/user/company');
  if (!company) throw new Error('no company');
  const products: string[] = [];
  for (const [name, unit, hsn] of [
    ['Cough Syrup 100 ml', 'BTL', '30049011'],
    ['Paracetamol 500 mg (strip of 10)', 'TBS', '30049099'],
    ['Vitamin C Chewable Tablets', 'TBS', '30045010'],
    ['Surgical Gloves (pair)', 'PRS', '40151900'],
  ] as const) {
    const product = await api<{ _id: string }>('POST', '/product/create/product', {
      company_id: company._id,
      stock_item_name: name,
      unit,
      hsn_code: hsn,
      tax_rate: '12',
      nature_of_goods: 'Goods',
      taxability: 'Taxable',
      opening_balance: '1000',
      opening_rate: '10',
    });
    products.push(product._id);
  }
  const customer = await api<{ _id: string }>('POST', '/ledger/create', {
    company_id: company._id,
    name: 'Noor Chemists',
    parent: 'Debtors',
    mailing_country: 'India',
    mailing_state: 'Maharashtra',
  });
  invoice = await postInvoice(
    api,
    {
      company_id: company._id,
      voucher_type: 'Sales',
      party_name_id: customer._id,
      items: Array.from({ length: 120 }, (_, line) => ({
        item_id: products[line % products.length] ?? '',
        quantity: (line % 5) + 1,
        rate: (25 + line).toFixed(2),
      })),
    },
    true,
  );
});
afterAll(() => browser.close());

describe('GST invoice PDFs, in a real browser', () => {
  let drawer: Locator;
  // The toolbar's page count: the invoice's own running footer says 'Page 1 of 3' too, in the page's text layer.
  const pageIndicator = (text: string) => drawer.getByRole('group', { name: 'Pages' }).getByText(text, { exact: true });

  it("previews a long invoice from the directory's row menu and moves between its pages", async () => {
    await page.getByRole('link', { name: 'Invoices', exact: true }).click();
    await page.getByRole('heading', { name: 'Invoices Directory' }).waitFor();
    await page.getByRole('button', { name: `Actions for invoice ${invoice.voucher_number}` }).click();
    await page.getByRole('menuitem', { name: 'Print' }).click();
    drawer = page.getByRole('dialog', { name: `Invoice ${invoice.voucher_number}` });
    await pageIndicator('Page 1 of 3').waitFor();
    await drawer.locator('canvas').first().waitFor();
    expect(await drawer.getByText(/^\d+\.\d{2} KB$/).innerText()).toMatch(/KB$/);
    // The page is drawn with its text: the first page starts the item table.
    await drawer.getByText('Cough Syrup 100 ml').first().waitFor();

    const next = drawer.getByRole('button', { name: 'Next page' });
    const previous = drawer.getByRole('button', { name: 'Previous page' });
    expect(await previous.isDisabled()).toBe(true);
    await next.click();
    await pageIndicator('Page 2 of 3').waitFor();
    await next.click();
    await pageIndicator('Page 3 of 3').waitFor();
    expect(await next.isDisabled()).toBe(true);
    await previous.click();
    await pageIndicator('Page 2 of 3').waitFor();

    await drawer.getByRole('button', { name: 'Fullscreen' }).click();
    expect(await drawer.getAttribute('data-fullscreen')).toBe('true');
    await drawer.getByRole('button', { name: 'Exit fullscreen' }).click();
  });

  it('downloads the PDF under the invoice number and the brand', async () => {
    const file = await downloadBy(drawer.getByRole('button', { name: 'Download PDF' }));
    expect(file).toEqual({ name: printFileName(invoice.voucher_number), head: '%PDF-' });
    await toast('Invoice downloaded successfully!');
  });

  it('shares by downloading where the browser cannot share files', async () => {
    const file = await downloadBy(drawer.getByRole('button', { name: 'Share' }));
    expect(file).toEqual({ name: printFileName(invoice.voucher_number), head: '%PDF-' });
    await toast('Invoice downloaded (sharing not supported)');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'detached' });
  });

  it("downloads from the invoice's own page", async () => {
    await page.getByRole('link', { name: invoice.voucher_number }).click();
    await page.getByRole('heading', { name: `Invoice ${invoice.voucher_number}` }).waitFor();
    const file = await downloadBy(page.getByRole('button', { name: 'Download' }));
    expect(file).toEqual({ name: printFileName(invoice.voucher_number), head: '%PDF-' });
    await toast('Invoice downloaded successfully!');
  });

  it('shows the sample print template at /xyz', async () => {
    await page.goto(`${stack.webUrl}/xyz`);
    await page.getByRole('heading', { name: 'Sample print template' }).waitFor();
    await page.locator('main canvas').first().waitFor();
    await page.getByText(/^\d+\.\d{2} KB$/).waitFor();
    expect(errors).toEqual([]);
  });
});
