import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Company } from '@app/shared/companies';
import { EINVOICE_REQUEST_MESSAGES } from '@app/shared/einvoice/einvoice-docs';
import { TRANSPORT_MESSAGES } from '@app/shared/einvoice/eway-docs';
import { EINVOICE_SETTING_MESSAGES } from '@app/shared/einvoice/einvoice-settings-docs';
import { randomGstin } from '../../functions/test/gstins';
import { pdfPages, qrCodeOn } from '../../functions/test/pdf';
import { launchBrowser } from './browser';
import { createCompany, desktopPage, postInvoice, signUpAndIn, toastOn, type SignedInUser } from './kit';

/**
 * Issue 36 in a real browser: a distributor in Thane turns e-invoicing on in Account > Settings
 * with its IRP API user (registered with the local IRP as the portal registers it), opens a B2B
 * sale to a chemist in Bengaluru, gets its IRN from the local IRP, downloads the invoice and finds
 * the IRN, the acknowledgement and the IRP's signed QR on it (read off the page as a phone
 * would), and cancels another invoice's IRN within the 24 hours, the invoice with it.
 */
const stack = inject('e2eStack');
let browser: Browser;
let page: Page;
let user: SignedInUser;
let company: Company;
const errors: string[] = [];
const sales: { _id: string; voucher_number: string }[] = [];

const GSTIN = randomGstin('27');
const IRP_USER = { username: 'shreeganesh_api', password: 'Irp@Thane2026' };

beforeAll(async () => {
  browser = await launchBrowser();
  page = await desktopPage(browser, errors, () => true);
  user = await signUpAndIn(page, stack, 'Ganesh');
  await createCompany(page, 'Shree Ganesh Pharma Distributors', GSTIN);
  const [created] = await user.api<Company[]>('GET', '/user/company');
  if (!created) throw new Error('no company');
  company = created;
  // The shop's address and pin code, as the company drawer keeps them (the IRP needs both).
  await user.api('PUT', `/user/update/company/${company._id}`, {
    name: company.name,
    country: 'India',
    state: 'Maharashtra',
    tin: GSTIN,
    address_1: 'Shop 12, Lakshmi Market, Station Road',
    address_2: 'Thane West',
    pinCode: '400601',
    financial_year_start: company.financial_year_start,
    books_begin_from: company.books_begin_from,
  });
  // The API user the company made on the e-invoice portal for its GSP.
  await fetch(`${stack.irp.apiUrl}/_emulator/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ gstin: GSTIN, ...IRP_USER }),
  });
  const product = await user.api<{ _id: string }>('POST', '/product/create/product', {
    company_id: company._id,
    stock_item_name: 'Paracetamol 500 mg',
    unit: 'PCS',
    opening_balance: '1000',
    opening_rate: '80',
    hsn_code: '30049099',
    nature_of_goods: 'Goods',
    taxability: 'Taxable',
    tax_rate: '12',
  });
  const chemist = await user.api<{ _id: string }>('POST', '/ledger/create', {
    company_id: company._id,
    name: 'Sri Venkateshwara Medicals',
    parent: 'Debtors',
    mailing_country: 'India',
    mailing_state: 'Karnataka',
    mailing_address: '45, 2nd Cross, Gandhi Bazaar, Basavanagudi, Bengaluru',
    mailing_pincode: '560004',
    tin: randomGstin('29'),
  });
  for (const quantity of [10, 4, 500]) {
    const body = {
      company_id: company._id,
      voucher_type: 'Sales' as const,
      party_name_id: chemist._id,
      items: [{ item_id: product._id, quantity, rate: '120.00', tax_rate: 12 }],
    };
    sales.push(await postInvoice<{ _id: string; voucher_number: string }>(user.api, body, true));
  }
});

afterAll(() => browser.close());

describe('e-invoicing in a real browser (issue 36)', () => {
  it('turns e-invoicing on with the IRP API user', async () => {
    await page.goto(`${stack.webUrl}/account`);
    await page.getByRole('tab', { name: 'Settings' }).click();
    const form = page.getByRole('form', { name: 'E-invoice' });
    await form.getByRole('switch', { name: 'E-invoicing' }).click();
    await form.getByLabel('IRP API user name').fill(IRP_USER.username);
    await form.getByLabel('IRP API password').fill(IRP_USER.password);
    await form.getByRole('button', { name: 'Save' }).click();
    await toastOn(page)(EINVOICE_SETTING_MESSAGES.saved);
    await expect.poll(() => form.getByLabel('IRP API password').getAttribute('placeholder')).toBe('Saved');
  });

  it('gets the IRN of a B2B sale from the IRP, and locks the invoice', async () => {
    await page.goto(`${stack.webUrl}/invoices/${sales[0]?._id}`);
    await page.getByRole('button', { name: 'Get IRN' }).click();
    const irn = page.getByTestId('irn');
    await irn.waitFor();
    const ackNo = (await page.getByText('Ack No').locator('xpath=following-sibling::*[1]').textContent()) ?? '';
    await toastOn(page)(EINVOICE_REQUEST_MESSAGES.generated(ackNo.trim()));
    expect(await irn.textContent()).toMatch(/^[0-9a-f]{64}$/);
    await page.getByText('Locked: this invoice has an IRN').waitFor();
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/einvoice-irn.png', fullPage: true });
  });

  it('downloads the invoice with its IRN, acknowledgement and the signed QR the IRP returned', async () => {
    const irn = (await page.getByTestId('irn').textContent()) ?? '';
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    const bytes = new Uint8Array(await readFile(await download.path()));
    const [first] = await pdfPages(bytes);
    expect(first).toContain(`IRN: ${irn}`);
    const registered = (await (await fetch(`${stack.irp.apiUrl}/_emulator/documents`)).json()) as {
      irn: string;
      signedQrCode: string;
    }[];
    const signedQr = registered.find((document) => document.irn === irn)?.signedQrCode;
    expect(signedQr).toBeDefined();
    expect(qrCodeOn(bytes)).toBe(signedQr);
  });

  it("cancels another invoice's IRN within 24 hours, and the invoice with it", async () => {
    await page.goto(`${stack.webUrl}/invoices/${sales[1]?._id}`);
    await page.getByRole('button', { name: 'Get IRN' }).click();
    await page.getByTestId('irn').waitFor();
    await page.getByRole('button', { name: 'Cancel IRN' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel the IRN?' });
    await dialog.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: 'Order cancelled' }).click();
    await dialog.getByRole('textbox', { name: /Remark/ }).fill('The chemist cancelled the order');
    await dialog.getByRole('button', { name: 'Cancel IRN' }).click();
    await toastOn(page)(EINVOICE_REQUEST_MESSAGES.cancelled);
    await page.getByText('Order cancelled: The chemist cancelled the order', { exact: false }).waitFor();
    await page.screenshot({ path: '/tmp/einvoice-cancelled.png', fullPage: true });
  });

  it('gives goods worth more than Rs 50,000 their transport, and the IRP makes the e-way bill with the IRN', async () => {
    await page.goto(`${stack.webUrl}/invoices/${sales[2]?._id}`);
    await page
      .getByText('Goods worth ₹67,200.00 (with tax) — above the ₹50,000.00 limit: an e-way bill is needed')
      .waitFor();
    await page.getByRole('button', { name: 'Add transport' }).click();
    const dialog = page.getByRole('dialog', { name: 'Transport details' });
    await dialog.getByLabel('Mode').selectOption({ label: 'Road' });
    await dialog.getByLabel('Distance (km)').fill('985');
    await dialog.getByLabel('Vehicle number').fill('MH04 AB 1234');
    await dialog.getByLabel('Transporter name').fill('VRL Logistics');
    await dialog.getByRole('button', { name: 'Save transport' }).click();
    await toastOn(page)(TRANSPORT_MESSAGES.saved);
    await page.getByRole('button', { name: 'Get IRN' }).click();
    await page.getByTestId('irn').waitFor();
    await page.getByText('Valid until').waitFor();
    expect(await page.getByText(/^\d{12}$/).count()).toBe(1);
    await page.screenshot({ path: '/tmp/einvoice-eway.png', fullPage: true });
  });

  it('raised no errors in the page', () => {
    expect(errors).toEqual([]);
  });
});
