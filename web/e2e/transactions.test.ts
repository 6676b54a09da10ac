import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { voucherNumber } from '@app/shared/books/serial-numbers';
import { financialYearStart, indianDate } from '@app/shared/financial-year';
import { launchBrowser } from './browser';
import { cellTexts, createCompany, desktopPage, postInvoice, type SignedInUser, signUpAndIn, toastOn } from './kit';

const stack = inject('e2eStack');
let browser: Browser;
let page: Page;
const errors: string[] = [];
/** The API as the signed-in user, for what other screens set up (parties, a bank account, a product, a sales invoice). */
let api: SignedInUser['api'];

const today = indianDate();
const shown = (iso: string) => iso.split('-').reverse().join('/');
const receiptNo = (serial: number) => voucherNumber('Receipt', financialYearStart(), serial);
const paymentNo = (serial: number) => voucherNumber('Payment', financialYearStart(), serial);
const toast = (text: string) => toastOn(page)(text);
const box = (name: string) => page.getByRole('textbox', { name, exact: true });
const row = (text: string) => page.getByRole('row', { name: new RegExp(text.replace(/\//g, '\\/')) });

async function openTransactions() {
  await page.getByRole('link', { name: 'Transactions' }).click();
  await page.getByRole('heading', { name: 'Transactions Directory', level: 1 }).waitFor();
}

/** A company without a GSTIN (tax off); its id, for seeding through the API. */
async function createTaxFreeCompany(name: string) {
  await createCompany(page, name);
  const [company] = await api<{ _id: string }[]>('GET', '/user/company');
  return company?._id ?? '';
}

/** The cells of a directory row after its checkbox, as the user reads them. */
async function cells(text: string) {
  return (await cellTexts(row(text))).slice(1, 8);
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await desktopPage(browser, errors, () => true);

  ({ api } = await signUpAndIn(page, stack, 'Meera'));
});
afterAll(() => browser.close());

describe('receipts, payments and the transactions directory, in a real browser', () => {
  it('shows the empty directory and asks for a company before anything can be recorded', async () => {
    await openTransactions();
    await page.getByRole('heading', { name: 'No transactions today' }).waitFor();
    await page.getByRole('button', { name: 'Add Receipt' }).first().click();
    await toast('Please create a company first.');
    expect(page.url()).toBe(`${stack.webUrl}/transactions`);
  });

  it('records a receipt with the keyboard alone, into the bank account, from a customer', async () => {
    const companyId = await createTaxFreeCompany('Joshi Medicos');
    for (const ledger of [
      { name: 'Sharma Medical Stores', parent: 'Debtors' },
      { name: 'Cipla Distributors', parent: 'Creditors' },
      { name: 'HDFC Bank', parent: 'Bank Accounts' },
    ]) {
      await api('POST', '/ledger/create', { ...ledger, company_id: companyId });
    }
    await openTransactions();
    await page.getByRole('heading', { name: 'No transactions today' }).waitFor();
    await page.getByRole('button', { name: 'Add Receipt' }).first().click();
    await page.waitForURL(`${stack.webUrl}/transactions/create/receipt`);
    await page.getByRole('heading', { name: 'Receipt Entry' }).waitFor();
    await page.getByText('Create a new receipt transaction').waitFor();
    await page.getByLabel('Voucher number').getByText(receiptNo(1)).waitFor();
    expect(await box('Transaction Number').inputValue()).toBe(receiptNo(1));
    expect(await box('Transaction Date').inputValue()).toBe(shown(today));
    expect(await page.getByRole('radio', { name: 'Cash' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('button', { name: 'Submit Receipt' }).isDisabled()).toBe(true);

    await box('Amount').focus();
    await page.keyboard.type('12500.505');
    expect(await box('Amount').inputValue()).toBe('12500.50');
    await page.getByText('This receipt will be recorded for ₹12,500.50').waitFor();
    expect(await page.getByLabel('Total Amount').innerText()).toBe('₹12,500.50');
    // The chosen account takes the focus; the arrow keys move the choice to the bank.
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByRole('radio', { name: 'HDFC Bank' }).getAttribute('aria-checked')).toBe('true');
    // Past 'Add bank account' to the party picker.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Add bank account');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.type('sharma');
    await page.keyboard.press('Enter');
    await page.getByRole('combobox', { name: 'Receive From' }).getByText('Sharma Medical Stores').waitFor();
    // The list closes and gives the focus back to the picker.
    await page.locator('[data-radix-popper-content-wrapper]').waitFor({ state: 'detached' });
    await page.keyboard.press('Tab');
    await page.keyboard.type('Cheque 004512, bill 114');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');

    await toast('Receipt added successfully!');
    await page.waitForURL(`${stack.webUrl}/transactions`);
    expect(await cells(receiptNo(1))).toEqual([
      '1',
      new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' }).format(new Date(`${today}T00:00:00`)),
      'Sharma Medical Stores',
      'Receipt',
      receiptNo(1),
      '',
      '₹12,500.50',
    ]);
  });

  it("refuses an incomplete payment in the spec's words, then records it from cash to a supplier", async () => {
    await page.getByRole('button', { name: 'Add Payment' }).click();
    await page.getByRole('heading', { name: 'Payment Entry' }).waitFor();
    await page.getByLabel('Voucher number').getByText(paymentNo(1)).waitFor();
    await box('Amount').fill('8000');
    await box('Transaction Date').fill('');
    await page.getByRole('button', { name: 'Submit Payment' }).click();
    await toast('Please fix the errors before submitting');
    await page.getByText('Date is required').waitFor();
    await page.getByText('Account name is required').waitFor();

    await box('Transaction Date').fill('01/01/2099');
    expect(await page.getByText('Date is required').count()).toBe(0);
    await page.getByRole('combobox', { name: 'Pay To' }).click();
    await page.getByRole('option', { name: /Cipla Distributors/ }).click();
    expect(await page.getByText('Account name is required').count()).toBe(0);
    await page.getByRole('button', { name: 'Submit Payment' }).click();
    await page.getByText('Date cannot be in the future').waitFor();

    await box('Transaction Date').fill(shown(today));
    await box('Notes (Optional)').fill('Advance for December order');
    await page.getByText('26/500').waitFor();
    await page.getByText('This payment will be recorded for ₹8,000.00').waitFor();
    await page.getByRole('button', { name: 'Submit Payment' }).click();
    await toast('Payment added successfully!');
    await page.waitForURL(`${stack.webUrl}/transactions`);
    expect((await cells(paymentNo(1))).slice(2)).toEqual([
      'Cipla Distributors',
      'Payment',
      paymentNo(1),
      '₹8,000.00',
      '',
    ]);
    expect(await page.getByLabel('Total debit').innerText()).toBe('₹8,000.00');
    expect(await page.getByLabel('Total credit').innerText()).toBe('₹12,500.50');
    await page.getByText('Showing 1-2 of 2 transactions').waitFor();
  });

  it('lists a sales invoice as a debit that opens on the invoice pages, and filters by type', async () => {
    const [company] = await api<{ _id: string }[]>('GET', '/user/company');
    const companyId = company?._id ?? '';
    const product = await api<{ _id: string }>('POST', '/product/create/product', {
      company_id: companyId,
      stock_item_name: 'Dolo 650',
      unit: 'PCS',
    });
    const parties = await api<{ _id: string; ledger_name: string }[]>(
      'GET',
      `/ledger/view/ledgers/with/type?company_id=${companyId}&type=Debtors`,
    );
    const sharma = parties.find((party) => party.ledger_name === 'Sharma Medical Stores');
    const sale = await postInvoice<{ _id: string; voucher_number: string }>(api, {
      company_id: companyId,
      voucher_type: 'Sales',
      date: today,
      party_name_id: sharma?._id ?? '',
      items: [{ item_id: product._id, quantity: 10, rate: 125 }],
    });
    await page.reload();
    await row(sale.voucher_number).waitFor();
    expect((await cells(sale.voucher_number)).slice(2)).toEqual([
      'Sharma Medical Stores',
      'Sales',
      sale.voucher_number,
      '₹1,250.00',
      '',
    ]);
    expect(await page.getByLabel('Total debit').innerText()).toBe('₹9,250.00');
    expect(
      await row(sale.voucher_number)
        .getByRole('link', { name: `View Sales ${sale.voucher_number}` })
        .getAttribute('href'),
    ).toBe(`/invoices/${sale._id}`);
    expect(
      await row(sale.voucher_number)
        .getByRole('link', { name: `Edit Sales ${sale.voucher_number}` })
        .getAttribute('href'),
    ).toBe(`/invoices/update/sales/${sale._id}`);

    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Receipt', exact: true }).click();
    await page.getByText('Showing 1-1 of 1 transactions').waitFor();
    await row(receiptNo(1)).waitFor();
    expect(await page.getByLabel('Total debit').innerText()).toBe('₹0.00');
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await page.getByText('Showing 1-3 of 3 transactions').waitFor();

    // Select-all takes the page; the header counts the selection.
    await page.getByRole('checkbox', { name: 'Select all transactions on this page' }).click();
    await page.getByText('3 transactions · 3 selected').waitFor();
    await page.getByRole('checkbox', { name: `Select Receipt ${receiptNo(1)}` }).click();
    await page.getByText('3 transactions · 2 selected').waitFor();
  });

  it('edits the receipt on its entry form, and the customer owes that much less', async () => {
    await row(receiptNo(1))
      .getByRole('link', { name: `Edit Receipt ${receiptNo(1)}` })
      .click();
    await page.waitForURL(/\/transactions\/update\/receipt\//);
    await page.getByRole('heading', { name: 'Receipt Entry' }).waitFor();
    expect(await box('Amount').inputValue()).toBe('12500.5');
    expect(await box('Transaction Number').inputValue()).toBe(receiptNo(1));
    expect(await box('Notes (Optional)').inputValue()).toBe('Cheque 004512, bill 114');
    expect(await page.getByRole('radio', { name: 'HDFC Bank' }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('combobox', { name: 'Receive From' }).getByText('Sharma Medical Stores').waitFor();
    await box('Amount').fill('15000');
    await page.getByRole('button', { name: 'Submit Receipt' }).click();
    await toast('Receipt updated successfully!');
    await page.waitForURL(`${stack.webUrl}/transactions`);
    expect((await cells(receiptNo(1))).slice(5)).toEqual(['', '₹15,000.00']);
    expect(await page.getByLabel('Total credit').innerText()).toBe('₹15,000.00');

    // Sales ₹1,250 less the ₹15,000 received: Sharma is ₹13,750 in credit.
    await page.getByRole('button', { name: 'Add Receipt' }).click();
    await page.getByRole('combobox', { name: 'Receive From' }).click();
    await page
      .getByRole('option', { name: /Sharma Medical Stores/ })
      .getByText('₹13,750.00 CR')
      .waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Transactions Directory', level: 1 }).waitFor();
  });

  it('deletes the payment after the confirmation', async () => {
    await row(paymentNo(1))
      .getByRole('button', { name: `Delete Payment ${paymentNo(1)}` })
      .click();
    const confirm = page.getByRole('alertdialog');
    await confirm
      .getByText('This action cannot be undone. Any information regarding this transaction will be lost.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast('Transaction deleted successfully!');
    await page.getByText('Showing 1-2 of 2 transactions').waitFor();
    expect(await row(paymentNo(1)).count()).toBe(0);
    expect(await page.getByLabel('Total debit').innerText()).toBe('₹1,250.00');
    expect(errors).toEqual([]);
  });
});
