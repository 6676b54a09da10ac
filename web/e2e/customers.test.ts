import type { Browser, Locator, Page } from 'playwright-core';
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

const stack = inject('e2eStack');
let browser: Browser;
let page: Page;
const errors: string[] = [];
let api: SignedInUser['api'];

const toast = (text: string) => toastOn(page)(text);
const row = (name: string) => page.getByRole('row', { name: new RegExp(name) });

/** A searchable picker (states): open, search, choose. */
async function pick(scope: Page | Locator, label: string, search: string, option: string) {
  await scope.getByLabel(label).click();
  await page.locator('[data-radix-popper-content-wrapper] [cmdk-input]').fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A plain drop-down filter. */
async function choose(label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openDirectory() {
  await page.getByRole('link', { name: 'Customers' }).click();
  await page.getByRole('heading', { name: 'Customers', level: 1 }).waitFor();
}

async function rowMenu(name: string, item: string) {
  await page.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await desktopPage(browser, errors);

  // The API as the signed-in user, for what other screens make (a product and a sales invoice).
  ({ api } = await signUpAndIn(page, stack, 'Meera'));
});
afterAll(() => browser.close());

describe('the customers screens, in a real browser', () => {
  it('shows the empty directory, and asks for a company before adding anyone', async () => {
    await openDirectory();
    await page.getByRole('heading', { name: 'No customers found' }).waitFor();
    await page.getByRole('button', { name: 'Add Debtors' }).click();
    await toast('Please create a company first.');
    expect(page.url()).toBe(`${stack.webUrl}/customers`);
  });

  it('adds a debtor through the form, with a debit opening balance', async () => {
    await createCompany(page, 'Joshi Medicals', '27AAPFU0939F1ZV');
    await openDirectory();
    await page.getByRole('button', { name: 'Add Debtors' }).click();
    await page.waitForURL('**/customers/create/debtors');
    await page.getByRole('heading', { name: 'Add Debtors' }).waitFor();
    await page.getByText('4 fields', { exact: true }).waitFor();
    await page.getByLabel('Billing Name').fill('Sharma Medical Stores');
    await pick(page, 'State', 'Mahara', 'Maharashtra');
    await page.getByLabel('Alias').fill('Sharma');
    await page.getByLabel('Email').fill('sharma.medical@example.in');
    await page.getByLabel('Phone Number').fill('9822098220');
    await page.getByLabel('Address').fill('12 MG Road, Pune');
    await page.getByLabel('Opening Balance').fill('15000');
    expect(await page.getByRole('radio', { name: 'Dr' }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast('Debtors created successfully! 🎉');
    await page.waitForURL(`${stack.webUrl}/customers`);
    const sharma = row('Sharma Medical Stores');
    expect((await cellTexts(sharma)).slice(0, 4)).toEqual([
      'SM\nSharma Medical Stores\nSharma\nDebtors',
      '+91 9822098220\nsharma.medical@example.in',
      'Maharashtra, India',
      '₹15,000.00 DR',
    ]);
  });

  it('adds a creditor: the TIN is required, checked, and Fetch Details only spins', async () => {
    await page.getByRole('button', { name: 'Add Creditors' }).click();
    await page.getByRole('heading', { name: 'Add Creditors' }).waitFor();
    await page.getByLabel('Billing Name').fill('Gupta Pharma Distributors');
    await pick(page, 'State', 'Gujarat', 'Gujarat');
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await page.getByLabel('Billing Name').press('Enter');
    await toast('Please fix the validation errors before submitting.');
    await page.getByText('TIN is required.', { exact: true }).waitFor();
    await page.getByLabel('TIN / GSTIN').fill('24aaacg1234a1z5');
    await page.getByText('Invalid TIN: the check character does not match').waitFor();
    await page.getByLabel('TIN / GSTIN').fill('24aaacg1234a1zk');
    expect(await page.getByLabel('TIN / GSTIN').inputValue()).toBe('24AAACG1234A1ZK');
    const fetchDetails = page.getByRole('button', { name: 'Fetch Details' });
    await fetchDetails.click();
    expect(await fetchDetails.isDisabled()).toBe(true);
    // Spec 9: two seconds, then the button is back (and nothing was looked up).
    await page.locator('button[aria-busy="false"]', { hasText: 'Fetch Details' }).waitFor({ timeout: 3000 });
    await page.getByLabel('Opening Balance').fill('42000.50');
    expect(await page.getByRole('radio', { name: 'Cr' }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Bank Details' }).click();
    await page.getByLabel('IFSC Code').fill('hdfc0001234');
    await page.getByLabel('Account Number').fill('50100012345678');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast('Creditors created successfully! 🎉');
    await page.waitForURL(`${stack.webUrl}/customers`);
    await row('Gupta Pharma Distributors').getByText('₹42,000.50 CR').waitFor();
    await page.getByText('Showing 1-2 of 2 customers').waitFor();
  });

  it('filters by type, state and search, sorts by name, and resets', async () => {
    await choose('Type', 'Creditors');
    await page.getByText('Showing 1-1 of 1 customers').waitFor();
    expect(await page.locator('tbody tr').count()).toBe(1);
    await row('Gupta Pharma Distributors').waitFor();
    await choose('Type', 'All Types');
    await page.getByRole('combobox', { name: 'State', exact: true }).click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['All States', 'Gujarat', 'Maharashtra']);
    await page.getByRole('option', { name: 'Maharashtra' }).click();
    await page.getByText('Showing 1-1 of 1 customers').waitFor();
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await page.getByText('Showing 1-2 of 2 customers').waitFor();
    await page.getByPlaceholder('Search by name, city, or email...').fill('pune');
    await page.getByText('Showing 1-1 of 1 customers').waitFor();
    await row('Sharma Medical Stores').waitFor();
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await page.getByText('Showing 1-2 of 2 customers').waitFor();
    expect(await page.getByPlaceholder('Search by name, city, or email...').inputValue()).toBe('');

    await page.getByRole('button', { name: /Sort by Customer Information/ }).click();
    await page.waitForURL(/sort=name/);
    await page
      .getByRole('columnheader', { name: /Customer Information/ })
      .and(page.locator('[aria-sort="ascending"]'))
      .waitFor();
    // The rows on screen stay until the sorted page arrives.
    await page.locator('tbody tr').first().getByText('Gupta Pharma Distributors').waitFor();
    await page.getByRole('button', { name: /Sort by Customer Information/ }).click();
    await page.waitForURL(/order=-1/);
    await page
      .getByRole('columnheader', { name: /Customer Information/ })
      .and(page.locator('[aria-sort="descending"]'))
      .waitFor();
    await page.locator('tbody tr').first().getByText('Sharma Medical Stores').waitFor();
  });

  it('records a receipt from the panel, and the balance moves by it', async () => {
    // A sale to Sharma first, made through the API: 10 strips at ₹1,000 with 12% GST is ₹11,200.
    const [company] = await api<{ _id: string }[]>('GET', '/user/company');
    const companyId = company?._id ?? '';
    const ledgers = await api<{ docs: { _id: string; ledger_name: string }[] }>(
      'GET',
      `/ledger/view/all?company_id=${companyId}`,
    );
    const sharmaId = ledgers.docs.find((l) => l.ledger_name === 'Sharma Medical Stores')?._id ?? '';
    const product = await api<{ _id: string }>('POST', '/product/create/product', {
      company_id: companyId,
      stock_item_name: 'Dolo 650',
      unit: 'PCS',
      hsn_code: '3004',
      taxability: 'Taxable',
      tax_rate: '12',
      opening_balance: '100',
      opening_rate: '800',
    });
    await postInvoice(
      api,
      {
        company_id: companyId,
        voucher_type: 'Sales',
        party_name_id: sharmaId,
        items: [{ item_id: product._id, quantity: 10, rate: 1000 }],
      },
      true,
    );

    await page.reload();
    await row('Sharma Medical Stores').getByText('₹26,200.00 DR').waitFor();
    await rowMenu('Sharma Medical Stores', 'You Got');
    const panel = page.getByRole('dialog', { name: 'Record Receipt' });
    await panel.getByText('Customer has a pending balance of ₹26,200.00').waitFor();
    await panel.getByText('Fill required fields').waitFor();
    expect(await panel.getByRole('button', { name: 'Record Receipt' }).isDisabled()).toBe(true);
    expect(await panel.getByRole('radio', { name: 'Cash' }).getAttribute('aria-checked')).toBe('true');
    const [y, m, d] = indianToday().split('-');
    expect(await panel.getByLabel('Date').innerText()).toBe(`${d}-${m}-${y}`);
    expect(await panel.getByRole('switch', { name: /Send SMS/ }).isDisabled()).toBe(true);
    await panel.getByLabel('Amount').fill('2500.50');
    await panel.getByLabel('Additional Notes').fill('Part payment, cheque 004512');
    await panel.getByText('27/500').waitFor();
    await panel.getByRole('button', { name: 'Record Receipt' }).click();
    await toast('Payment received successfully!');
    await page.waitForURL(`${stack.webUrl}/transactions**`);

    await openDirectory();
    await row('Sharma Medical Stores').getByText('₹23,699.50 DR').waitFor();
  });

  it('records a payment to a creditor from the panel', async () => {
    await rowMenu('Gupta Pharma Distributors', 'You give');
    const panel = page.getByRole('dialog', { name: 'Record Payment' });
    await panel.getByText('Customer has a credit balance of ₹42,000.50').waitFor();
    await panel.getByLabel('Amount').fill('10000');
    await panel.getByRole('button', { name: 'Record Payment' }).click();
    await toast('Payment given successfully!');
    await page.waitForURL(`${stack.webUrl}/transactions**`);
    await openDirectory();
    await row('Gupta Pharma Distributors').getByText('₹32,000.50 CR').waitFor();
  });

  it("shows a customer's ledger with its balances, and opens the sale", async () => {
    await row('Sharma Medical Stores')
      .getByRole('link', { name: /View Details/ })
      .click();
    await page.getByRole('heading', { name: 'Sharma Medical Stores', level: 1 }).waitFor();
    await page.getByText('Showing 1-2 of 2 invoices').waitFor();
    const [y, m, d] = indianToday().split('-');
    expect(await cellTexts(row('Receipt'))).toEqual([
      '',
      '1',
      `${d}/${m}/${y}`,
      'Cash',
      'Receipt',
      '—',
      expect.stringMatching(/^RV\/\d{2}-\d{2}\/0001$/) as unknown as string,
      '',
      '2,500.50',
    ]);
    const sale = row('Open Sales');
    expect((await cellTexts(sale)).slice(3)).toEqual([
      'Sales',
      'Sales',
      'Partially Paid', // the receipt settled it in part, oldest invoice first (issue 19)
      expect.stringMatching(/^SI\/\d{2}-\d{2}\/0001$/) as unknown as string,
      '11,200.00',
      '',
    ]);
    expect(await cellTexts(row('Opening Balance'))).toEqual(['Opening Balance', '15,000.00 DR', '']);
    expect(await cellTexts(row('Current Total'))).toEqual(['Current Total', '8,699.50 DR', '']);
    expect(await cellTexts(row('Closing Balance'))).toEqual(['Closing Balance', '23,699.50 DR', '']);

    await page.getByRole('checkbox', { name: 'Select all' }).click();
    await page.getByText('2 selected').waitFor();
    await row('Receipt').getByRole('cell').nth(4).click();
    expect(page.url()).toMatch(/\/customers\/[0-9a-f-]{36}$/);

    await choose('Type', 'Purchase');
    await page
      .getByRole('heading', { name: 'There are no invoices for this customer in the current month.' })
      .waitFor();
    await page.getByText('You can create a new invoice from the invoices page.').waitFor();
    expect(await cellTexts(row('Closing Balance'))).toEqual(['Closing Balance', '23,699.50 DR', '']);
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await page.getByText('Showing 1-2 of 2 invoices').waitFor();

    await row('Open Sales').click();
    await page.waitForURL(/\/invoices\/[0-9a-f-]{36}$/);
  });

  it('edits a creditor from the directory', async () => {
    await openDirectory();
    await row('Gupta Pharma Distributors')
      .getByRole('link', { name: /Edit Customer/ })
      .click();
    await page.waitForURL(/\/customers\/edit\/creditors\?id=/);
    await page.getByRole('heading', { name: 'Edit Customer' }).waitFor();
    expect(await page.getByLabel('Billing Name').inputValue()).toBe('Gupta Pharma Distributors');
    expect(await page.getByLabel('TIN / GSTIN').inputValue()).toBe('24AAACG1234A1ZK');
    expect(await page.getByLabel('IFSC Code').inputValue()).toBe('HDFC0001234');
    await page.getByLabel('Email').fill('accounts@guptapharma.example.in');
    await page.getByRole('button', { name: 'Update' }).click();
    await toast('Creditors updated successfully! 🎉');
    await page.waitForURL(`${stack.webUrl}/customers`);
    await row('Gupta Pharma Distributors').getByText('accounts@guptapharma.example.in').waitFor();
  });

  it('deletes a customer no bill uses, and keeps one that bills use', async () => {
    await page.getByRole('button', { name: 'Add Debtors' }).click();
    await page.getByLabel('Billing Name').fill('Kumar Traders');
    await pick(page, 'State', 'Karnataka', 'Karnataka');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast('Debtors created successfully! 🎉');
    await page.waitForURL(`${stack.webUrl}/customers`);

    await rowMenu('Sharma Medical Stores', 'Delete');
    const confirm = page.getByRole('alertdialog');
    await confirm
      .getByText(
        'This action cannot be undone. This customer will be permanently removed from your company database if it is not attached to any other bills.',
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast('This ledger is used by 2 vouchers and cannot be deleted');
    await row('Sharma Medical Stores').waitFor();

    await rowMenu('Kumar Traders', 'Delete');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast('Kumar Traders deleted successfully.');
    await page.getByText('Showing 1-2 of 2 customers').waitFor();
    expect(errors).toEqual([]);
  });
});
