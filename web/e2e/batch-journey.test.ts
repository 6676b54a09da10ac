import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { voucherNumber } from '@app/shared/books/serial-numbers';
import { BATCH_MESSAGES } from '@app/shared/catalogue/batches';
import { addDays, financialYearStart } from '@app/shared/financial-year';
import { launchBrowser } from './browser';
import { cellTexts, createCompany, desktopPage, indianToday, signUpAndIn, toastOn, type SignedInUser } from './kit';

/**
 * Issue 18's journey through the invoice screens (docs/design/returns-and-batches.md step 15): a
 * Maharashtra pharmacy buys Paracetamol in two batches on the purchase form (P2401 expiring in 77
 * days, P2407 in 380), sells 130 strips to Bengaluru Health Mart (IGST 12%) on the sales form, where
 * the item drawer proposes 100 of P2401 + 30 of P2407 with P2401's expiry warning (364.00), returns
 * 20 of the P2401 line (56.00), and finds the batches, the Expiring tab and the month's GSTR-1 agree.
 */
const stack = inject('e2eStack');
let browser: Browser;
let page: Page;
let user: SignedInUser;
let companyId = '';
let productId = '';
const errors: string[] = [];

const PRODUCT = 'Paracetamol 500 mg (strip of 10)';
const SUPPLIER = 'Haryana Pharma Distributors';
const CUSTOMER = 'Bengaluru Health Mart';
const today = indianToday();
const inDays = (days: number) => addDays(today, days);
/** MM/YYYY, as the screens print an expiry. */
const label = (date: string) => `${date.slice(5, 7)}/${date.slice(0, 4)}`;
/** P2401's expiry is typed as the date itself (no month's end is 77 days away every day); P2407's as MM/YYYY. */
const P2401_EXPIRY = inDays(77);
const P2407_TYPED = label(inDays(380));
const WARNING = BATCH_MESSAGES.expiring('P2401', P2401_EXPIRY, 77);
const saleNo = voucherNumber('Sales', financialYearStart(), 1);
const noteNo = voucherNumber('Credit Note', financialYearStart(), 1);

const toast = (text: string) => toastOn(page)(text);
const drawer = (title: string) => page.getByRole('dialog', { name: title });
const cells = async (row: Locator) => (await cellTexts(row)).map((text) => text.replace(/\s+/g, ' '));
const card = (title: string) =>
  page
    .locator('[data-slot="card"]')
    .filter({ has: page.locator('[data-slot="card-title"]').getByText(title, { exact: true }) });

/** With E2E_SCREENSHOTS=<dir> (else /tmp/batch-journey), a picture for a person to look at. */
async function screenshot(name: string, target: Locator) {
  const dir = process.env.E2E_SCREENSHOTS ?? '/tmp/batch-journey';
  mkdirSync(dir, { recursive: true });
  await target.screenshot({ path: join(dir, `${name}.png`) });
}

/** A GET of the API that answers with a file (GSTR-1's JSON), as the signed-in user. */
async function getFile(path: string): Promise<unknown> {
  const auth = await fetch(stack.cognito.endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.cognito.userPoolClientId,
      AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
    }),
  });
  const token = ((await auth.json()) as { AuthenticationResult: { IdToken: string } }).AuthenticationResult.IdToken;
  const response = await fetch(`${stack.apiUrl}/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return response.json();
}

/** Picks the product in the open item drawer. */
async function pickProduct(item: Locator) {
  await item.getByRole('combobox', { name: 'Item' }).click();
  await page.getByPlaceholder('Search items...').fill('paracetamol');
  await page.getByRole('option', { name: /Paracetamol 500 mg/ }).click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await desktopPage(browser, errors, () => true);
  user = await signUpAndIn(page, stack, 'Farhan');
});
afterAll(() => browser.close());

describe('batches on the invoice screens, in a real browser', () => {
  it('makes a Maharashtra pharmacy, a batch-tracked Paracetamol with no stock, its supplier and customer', async () => {
    await createCompany(page, 'Qureshi Pharmacy', '27AAPFU0939F1ZV');
    const [company] = await user.api<{ _id: string }[]>('GET', '/user/company');
    companyId = company?._id ?? '';
    const product = await user.api<{ _id: string; batch_tracked: boolean }>('POST', '/product/create/product', {
      company_id: companyId,
      stock_item_name: PRODUCT,
      unit: 'TBS',
      hsn_code: '30049099',
      tax_rate: '12',
      nature_of_goods: 'Goods',
      taxability: 'Taxable',
      opening_balance: '0',
      opening_rate: '0',
      batch_tracked: true,
    });
    expect(product.batch_tracked).toBe(true);
    productId = product._id;
    await user.api('POST', '/ledger/create', {
      company_id: companyId,
      name: SUPPLIER,
      parent: 'Creditors',
      mailing_country: 'India',
      mailing_state: 'Haryana',
      tin: '06AABCO6063D1ZQ',
    });
    await user.api('POST', '/ledger/create', {
      company_id: companyId,
      name: CUSTOMER,
      parent: 'Debtors',
      mailing_country: 'India',
      mailing_state: 'Karnataka',
      tin: '29AAGCB7383J1Z4',
    });
  });

  it('buys P2401 (100 @ 1.50) and P2407 (200 @ 1.60) on the purchase form, each line with its batch and expiry', async () => {
    await page.getByRole('link', { name: 'Invoices', exact: true }).click();
    await page.getByRole('heading', { name: 'Invoices Directory' }).waitFor();
    await page.getByRole('button', { name: 'Add Purchase' }).click();
    await page.getByRole('heading', { name: 'Create Purchase Invoice' }).waitFor();
    const number = page.getByLabel('Invoice Number');
    await expect.poll(() => number.inputValue()).not.toBe('');
    await number.fill('HPD-2207');
    await page.getByRole('combobox', { name: 'Supplier' }).click();
    await page.getByRole('option', { name: SUPPLIER }).click();
    await page.getByText('Inter-state supply to Haryana: IGST').waitFor();

    await page.getByRole('button', { name: 'Add Items' }).click();
    let item = drawer('Add Item');
    await pickProduct(item);
    // The batch is asked for, and refused without.
    await item.getByLabel('Batch Number').waitFor();
    await item.getByLabel('Quantity').fill('100');
    await item.getByLabel(/^Rate\*?$/).fill('1.50');
    await item.getByRole('button', { name: 'Add Item' }).click();
    await item.getByText(`Batch number is required for ${PRODUCT}`).waitFor();
    await item.getByText('Expiry is required').waitFor();
    await item.getByLabel('Batch Number').fill('P2401');
    expect(await item.getByLabel('Expiry').getAttribute('placeholder')).toBe('MM/YYYY');
    await item.getByLabel('Expiry').fill('13/2026');
    await item.getByText('Expiry must be a month and year like 08/2026, or a date').waitFor();
    await item.getByLabel('Expiry').fill(P2401_EXPIRY);
    await item.getByLabel('MRP (₹)').fill('32.50');
    await item.getByText(/^Good till /).waitFor();
    await screenshot('purchase-line-batch-fields', item);
    await item.getByRole('button', { name: 'Add Item' }).click();
    await toast('Item added successfully');

    await page.getByRole('button', { name: 'Add More' }).click();
    item = drawer('Add Item');
    await pickProduct(item);
    await item.getByLabel('Batch Number').fill('P2407');
    await item.getByLabel('Expiry').fill(P2407_TYPED);
    await item.getByLabel('Quantity').fill('200');
    await item.getByLabel(/^Rate\*?$/).fill('1.60');
    await item.getByRole('button', { name: 'Add Item' }).click();
    await item.waitFor({ state: 'detached' });

    const lines = page.getByRole('row', { name: new RegExp(PRODUCT.replace(/[()]/g, '\\$&')) });
    await expect.poll(() => lines.count()).toBe(2);
    expect(await lines.nth(0).getByTestId('line-batch').innerText()).toBe(`Batch P2401 · Exp ${label(P2401_EXPIRY)}`);
    expect(await lines.nth(1).getByTestId('line-batch').innerText()).toBe(`Batch P2407 · Exp ${P2407_TYPED}`);
    // 150.00 + 320.00 = 470.00, IGST 56.40: 526.40, rounded to 526.
    expect(await page.getByTestId('summary-igst').innerText()).toBe('₹56.40');
    expect(await page.getByTestId('summary-grand-total').innerText()).toBe('₹526.00');
    await screenshot('purchase-lines', card('Invoice Items'));
    await page.getByRole('button', { name: 'Create Invoice' }).click();
    await toast('🎉 Invoice created successfully!');
    await page.waitForURL(`${stack.webUrl}/invoices`);
  });

  it('sells 130 @ 2.50 on the sales form: the drawer proposes 100 of P2401 + 30 of P2407, with the warning', async () => {
    await page.getByRole('button', { name: 'Add Sales' }).click();
    await page.getByRole('heading', { name: 'Create Sales Invoice' }).waitFor();
    await page.getByRole('combobox', { name: 'Customer' }).click();
    await page.getByRole('option', { name: CUSTOMER }).click();
    await page.getByText('Inter-state supply to Karnataka: IGST').waitFor();

    await page.getByRole('button', { name: 'Add Items' }).click();
    const item = drawer('Add Item');
    await pickProduct(item);
    const options = item.getByTestId('batch-option');
    await expect.poll(() => options.count()).toBe(2);
    expect(await item.getByRole('radio', { name: /First expiry, first out/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await item.getByLabel('Quantity').fill('130');
    await item.getByLabel(/^Rate\*?$/).fill('2.50');
    await expect.poll(() => options.nth(0).getByTestId('batch-take').innerText()).toBe('Takes 100 TBS');
    expect(await options.nth(1).getByTestId('batch-take').innerText()).toBe('Takes 30 TBS');
    expect(await options.nth(0).innerText()).toContain(`Exp ${label(P2401_EXPIRY)} · 100 TBS in stock`);
    expect(await options.nth(1).innerText()).toContain('200 TBS in stock');
    const warning = options.nth(0).getByText(WARNING);
    expect(await warning.getAttribute('class')).toContain('text-amber-700');
    expect(
      await options
        .nth(1)
        .getByText(/expires on/)
        .count(),
    ).toBe(0);
    expect(await item.getByTestId('batch-proposal').innerText()).toBe(
      'Adds 2 lines, one per batch: P2401 100 TBS + P2407 30 TBS',
    );
    // More than the unexpired batches hold is refused, in the server's words.
    await item.getByLabel('Quantity').fill('400');
    await item.getByText(`Only 300 of ${PRODUCT} are in unexpired batches`).waitFor();
    await item.getByLabel('Quantity').fill('130');
    await item.getByTestId('batch-proposal').waitFor();
    await screenshot('sale-drawer-fefo', item);
    await item.getByRole('button', { name: 'Add Item' }).click();
    await toast('Item added successfully');

    const lines = page.getByRole('row', { name: new RegExp(PRODUCT.replace(/[()]/g, '\\$&')) });
    await expect.poll(() => lines.count()).toBe(2);
    expect((await cells(lines.nth(0))).slice(1, 4)).toEqual([
      `${PRODUCT} Batch P2401 · Exp ${label(P2401_EXPIRY)} ${WARNING}`,
      '30049099',
      '100 TBS',
    ]);
    expect((await cells(lines.nth(1))).slice(1, 4)).toEqual([
      `${PRODUCT} Batch P2407 · Exp ${P2407_TYPED}`,
      '30049099',
      '30 TBS',
    ]);
    expect(await page.getByTestId('summary-igst').innerText()).toBe('₹39.00');
    expect(await page.getByTestId('summary-grand-total').innerText()).toBe('₹364.00');
    await screenshot('sale-lines', card('Invoice Items'));
    await page.getByRole('button', { name: 'Create Invoice' }).click();
    await toast('🎉 Invoice created successfully!');
    await page.waitForURL(`${stack.webUrl}/invoices`);
  });

  it('shows the batches on the invoice, and returns 20 of the P2401 line: 50.00 + IGST 6.00 = 56.00', async () => {
    await page.getByRole('link', { name: saleNo, exact: true }).click();
    await page.getByRole('heading', { name: `Invoice ${saleNo}` }).waitFor();
    expect(await card('Invoice Items').getByTestId('line-batch').allInnerTexts()).toEqual([
      `Batch P2401 · Exp ${label(P2401_EXPIRY)} · MRP ₹32.50`,
      `Batch P2407 · Exp ${P2407_TYPED}`,
    ]);
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Return' }).click();
    await page.getByRole('heading', { name: 'Create Credit Note' }).waitFor();
    await page.getByLabel(`Return quantity of ${PRODUCT}, batch P2401`).fill('20');
    expect(await page.getByTestId('note-taxable-value').innerText()).toBe('₹50.00');
    expect(await page.getByTestId('note-igst').innerText()).toBe('₹6.00');
    expect(await page.getByTestId('note-note-value').innerText()).toBe('₹56.00');
    await page.getByRole('button', { name: 'Create Credit Note' }).click();
    await toast('🎉 Credit note created successfully!');
    await page.getByRole('heading', { name: `Credit Note ${noteNo}` }).waitFor();
    expect(await card('Returned Items').getByTestId('line-batch').allInnerTexts()).toEqual([
      `Batch P2401 · Exp ${label(P2401_EXPIRY)} · MRP ₹32.50`,
    ]);
    await page.getByRole('link', { name: saleNo }).click();
    await page.getByText('Part returned', { exact: true }).waitFor();
  });

  it("finds P2401 back at 20 and P2407 at 170 on the product page, and P2401 on Inventory's Expiring tab", async () => {
    await page.goto(`${stack.webUrl}/products/${productId}`);
    await page.getByRole('heading', { name: PRODUCT, level: 1 }).waitFor();
    const rows = page.getByRole('table', { name: 'Batches' }).getByRole('row');
    await rows.filter({ hasText: 'P2407' }).waitFor();
    expect((await cells(rows.nth(1))).slice(0, 3)).toEqual(['P2401', label(P2401_EXPIRY), '20 TBS']);
    expect((await cells(rows.nth(2))).slice(0, 3)).toEqual(['P2407', P2407_TYPED, '170 TBS']);
    expect(await page.getByLabel('Current Stock', { exact: true }).innerText()).toBe('190 TBS');

    await page.goto(`${stack.webUrl}/warehouses?tab=expiring`);
    const expiring = page.getByRole('table', { name: 'Expiring batches' }).getByRole('row');
    await expiring.filter({ hasText: 'P2401' }).waitFor();
    expect(await expiring.count()).toBe(2);
    expect(await cells(expiring.nth(1))).toEqual([
      PRODUCT,
      'P2401',
      label(P2401_EXPIRY),
      'in 77 days',
      '20 TBS',
      'Expiring',
    ]);
  });

  it("puts the credit note in the month's GSTR-1 under cdnr, 56.00 against the customer's GSTIN", async () => {
    const [year, month] = today.split('-').map(Number) as [number, number];
    const gstr1 = (await getFile(
      `/invoices/get/gstr1?company_id=${companyId}&financial_year=${financialYearStart().slice(0, 4)}&financial_month=${month}`,
    )) as {
      fp: string;
      cdnr?: { ctin: string; nt: { ntty: string; nt_num: string; val: number; itms: { itm_det: object }[] }[] }[];
    };
    expect(gstr1.fp).toBe(`${String(month).padStart(2, '0')}${year}`);
    expect(gstr1.cdnr).toEqual([
      {
        ctin: '29AAGCB7383J1Z4',
        nt: [
          expect.objectContaining({
            ntty: 'C',
            nt_num: noteNo,
            val: 56,
            itms: [{ num: 1, itm_det: { rt: 12, txval: 50, iamt: 6, csamt: 0 } }],
          }),
        ],
      },
    ]);
    expect(errors).toEqual([]);
  });
});
