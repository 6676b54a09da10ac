import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { voucherNumber } from '@app/shared/books/serial-numbers';
import { financialYearStart } from '@app/shared/financial-year';
import { launchBrowser } from './browser';
import { createCompany, desktopPage, postInvoice, signUpAndIn, toastOn, type SignedInUser } from './kit';

/**
 * Issue 18's notes that change a price, in a real browser: a Maharashtra company sells 5 Hand
 * Sanitizers at 150.00 + 18% IGST to Bengaluru Health Mart (885.00); from the invoice's Change
 * price it lowers the price by 100.00 (a credit note of 118.00, no goods back), then raises it by
 * 50.00 (a debit note of 59.00 on the customer), and the invoice shows both and what is due.
 */
const stack = inject('e2eStack');
let browser: Browser;
let page: Page;
let api: SignedInUser['api'];
const errors: string[] = [];
const toast = (text: string) => toastOn(page)(text);

const SANITIZER = 'Hand Sanitizer 500 ml';

interface Invoice {
  _id: string;
  voucher_number: string;
  grand_total: number;
}
let invoice: Invoice;

async function openInvoice() {
  await page.goto(`${stack.webUrl}/invoices/${invoice._id}`);
  await page.getByRole('heading', { name: `Invoice ${invoice.voucher_number}` }).waitFor();
}

async function changePrice(action: 'Lower price' | 'Raise price') {
  await openInvoice();
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await desktopPage(browser, errors);
  ({ api } = await signUpAndIn(page, stack, 'Farida'));
});
afterAll(() => browser.close());

describe('notes that change a price, in a real browser', () => {
  it('sells 5 Hand Sanitizers to Bengaluru Health Mart for 885.00', async () => {
    await createCompany(page, 'Kulkarni Medicals', '27AAPFU0939F1ZV');
    const [company] = await api<{ _id: string }[]>('GET', '/user/company');
    if (!company) throw new Error('no company');
    const product = await api<{ _id: string }>('POST', '/product/create/product', {
      company_id: company._id,
      stock_item_name: SANITIZER,
      unit: 'BTL',
      hsn_code: '38089400',
      tax_rate: '18',
      nature_of_goods: 'Goods',
      taxability: 'Taxable',
      opening_balance: '30',
      opening_rate: '145',
    });
    const customer = await api<{ _id: string }>('POST', '/ledger/create', {
      company_id: company._id,
      name: 'Bengaluru Health Mart',
      parent: 'Debtors',
      mailing_country: 'India',
      mailing_state: 'Karnataka',
      tin: '29AAGCB7383J1Z4',
    });
    invoice = await postInvoice<Invoice>(
      api,
      {
        company_id: company._id,
        voucher_type: 'Sales',
        party_name_id: customer._id,
        items: [{ item_id: product._id, quantity: 5, rate: '150.00' }],
      },
      true,
    );
    expect(invoice.grand_total).toBe(885);
  });

  it('lowers the price by 100.00 from the invoice: a credit note of 118.00 with no goods back', async () => {
    await changePrice('Lower price');
    await page.getByRole('heading', { name: 'Create Credit Note' }).waitFor();
    expect(await page.getByLabel('The Note').innerText()).toContain('Lower the price');
    const box = page.getByLabel(`Lower by for ${SANITIZER}`);
    await box.fill('800');
    await page.getByRole('button', { name: 'Create Credit Note' }).click();
    await page.getByText(`Only 750.00 of the value of ${SANITIZER} can still be lowered`).first().waitFor();
    await box.fill('100');
    expect(await page.getByTestId('note-taxable-value').innerText()).toBe('₹100.00');
    expect(await page.getByTestId('note-igst').innerText()).toBe('₹18.00');
    expect(await page.getByTestId('note-note-value').innerText()).toBe('₹118.00');
    await page.getByRole('button', { name: 'Create Credit Note' }).click();
    await toast('🎉 Credit note created successfully!');
    await page
      .getByRole('heading', { name: `Credit Note ${voucherNumber('Credit Note', financialYearStart(), 1)}` })
      .waitFor();
    await page.getByText('Items Repriced (lower)').waitFor();
    await page.getByText('Post Sale Discount').waitFor();
  });

  it('raises the price by 50.00: a debit note of 59.00 on the customer', async () => {
    await changePrice('Raise price');
    await page.getByRole('heading', { name: 'Create Debit Note' }).waitFor();
    expect(await page.getByLabel('The Note').inputValue()).toBe('Raise the price (no goods out)');
    expect(await page.getByRole('combobox', { name: 'Customer' }).innerText()).toContain('Bengaluru Health Mart');
    await page.getByLabel(`Raise by for ${SANITIZER}`).fill('50');
    expect(await page.getByTestId('note-note-value').innerText()).toBe('₹59.00');
    await page.getByRole('button', { name: 'Create Debit Note' }).click();
    await toast('🎉 Debit note created successfully!');
    await page
      .getByRole('heading', { name: `Debit Note ${voucherNumber('Debit Note', financialYearStart(), 1)}` })
      .waitFor();
  });

  it('shows both notes on the invoice, and 885.00 - 118.00 + 59.00 = 826.00 due', async () => {
    await openInvoice();
    const notes = page.getByRole('table', { name: 'Credit and Debit Notes' });
    expect(await notes.getByRole('row', { name: /Price lowered/ }).innerText()).toContain('₹118.00');
    expect(await notes.getByRole('row', { name: /Price raised/ }).innerText()).toContain('₹59.00');
    expect(await page.getByText('Balance Due').locator('xpath=following-sibling::*').innerText()).toBe('₹826.00');
    // No goods came back: the invoice reads neither Returned nor Part returned.
    expect(await page.getByText('Part returned').count()).toBe(0);
    await page.screenshot({ path: '/tmp/price-notes-invoice.png', fullPage: true });
    expect(errors).toEqual([]);
  });
});
