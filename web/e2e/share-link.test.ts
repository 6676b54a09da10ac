import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Company } from '@app/shared/companies';
import { upiPaymentUri } from '@app/shared/payments/upi';
import { launchBrowser } from './browser';
import { createCompany, desktopPage, postInvoice, signUpAndIn, type SignedInUser } from './kit';

/**
 * Issue 37 in a real browser: a pharmacy sets its UPI ID, shares a sale's link from the invoice
 * page (More actions > Share link, with WhatsApp to the chemist's mobile), and the chemist opens
 * it signed out on a 360 px phone: the invoice, and Pay by UPI for the amount due, as a button
 * and as a QR code that reads back (as a phone's camera would) to the same payment.
 */
const stack = inject('e2eStack');
let browser: Browser;
let page: Page;
let user: SignedInUser;
let sale: { _id: string; voucher_number: string };
let shared = '';
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  page = await desktopPage(browser, errors, () => true);
  user = await signUpAndIn(page, stack, 'Asha');
  await createCompany(page, 'Asha Medicals', '27AAGCS2288K1ZV');
  const [company] = await user.api<Company[]>('GET', '/user/company');
  if (!company) throw new Error('no company');
  await user.api('PUT', `/user/update/company/${company._id}`, {
    name: company.name,
    country: 'India',
    state: 'Maharashtra',
    tin: '27AAGCS2288K1ZV',
    upi_id: 'ashamedicals@okaxis',
    financial_year_start: company.financial_year_start,
    books_begin_from: company.books_begin_from,
  });
  const product = await user.api<{ _id: string }>('POST', '/product/create/product', {
    company_id: company._id,
    stock_item_name: 'Crocin 500 mg',
    unit: 'PCS',
    opening_balance: '100',
    opening_rate: '80',
    hsn_code: '30049099',
    nature_of_goods: 'Goods',
    taxability: 'Taxable',
    tax_rate: '12',
  });
  const chemist = await user.api<{ _id: string }>('POST', '/ledger/create', {
    company_id: company._id,
    name: 'Sharma Medical Hall',
    parent: 'Debtors',
    mailing_country: 'India',
    mailing_state: 'Maharashtra',
    code: '+91',
    number: '9822098220',
  });
  sale = await postInvoice<{ _id: string; voucher_number: string }>(
    user.api,
    {
      company_id: company._id,
      voucher_type: 'Sales',
      party_name_id: chemist._id,
      items: [{ item_id: product._id, quantity: 10, rate: '100.00', tax_rate: 12 }],
    },
    true,
  );
});

afterAll(() => browser.close());

describe('sharing an invoice, paid by UPI (issue 37)', () => {
  it('makes a link from the invoice page, with WhatsApp to the customer', async () => {
    await page.goto(`${stack.webUrl}/invoices/${sale._id}`);
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Share link' }).click();
    const dialog = page.getByRole('dialog', { name: `Share invoice ${sale.voucher_number}` });
    const address = dialog.getByLabel('Invoice link ready to share');
    await expect.poll(() => address.inputValue()).toMatch(new RegExp(`^${stack.webUrl}/i/[A-Za-z0-9_-]{43}$`));
    shared = await address.inputValue();
    const whatsapp = await dialog.getByRole('link', { name: 'WhatsApp' }).getAttribute('href');
    expect(whatsapp).toBe(
      `https://wa.me/919822098220?text=${encodeURIComponent(`Invoice ${sale.voucher_number} from Asha Medicals for ₹1,120.00: ${shared}`)}`,
    );
  });

  it('opens signed out on a 360 px phone, with Pay by UPI as a button and a QR code', async () => {
    const phone = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
    const reader = await phone.newPage();
    reader.on('pageerror', (error) => errors.push(error.message));
    await reader.goto(shared);
    await reader.getByRole('heading', { name: new RegExp(sale.voucher_number) }).waitFor();
    const payment = upiPaymentUri({
      vpa: 'ashamedicals@okaxis',
      payeeName: 'Asha Medicals',
      amount: 1120_00,
      invoiceNumber: sale.voucher_number,
    });
    expect(await reader.getByRole('link', { name: 'Pay ₹1,120.00 by UPI' }).getAttribute('href')).toBe(payment);
    const qr = PNG.sync.read(await reader.getByRole('img', { name: 'UPI QR code to pay ₹1,120.00' }).screenshot());
    expect(jsQR(new Uint8ClampedArray(qr.data), qr.width, qr.height)?.data).toBe(payment);
    expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await reader.screenshot({ path: '/tmp/share-link-phone.png', fullPage: true });
    await phone.close();
  });

  it('raised no errors in the pages', () => {
    expect(errors).toEqual([]);
  });
});
