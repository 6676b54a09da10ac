import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { cellTexts, createCompany, indianToday, signUpAndIn, toastOn, type SignedInUser, desktopPage } from './kit';

const stack = inject('e2eStack');
let browser: Browser;
let page: Page;
const errors: string[] = [];
/** The API as the signed-in user, for what other screens make (products). */
let api: SignedInUser['api'];

const toast = (text: string) => toastOn(page)(text);
const drawer = (title: string) => page.getByRole('dialog', { name: title });
const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab until the control has the focus: proof it is reachable without a mouse. */
async function tabTo(locator: Locator, most = 25) {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    if (await focused(locator)) return;
  }
  throw new Error(`Tab never reached ${locator.toString()}`);
}

/** A Radix select, by keyboard: open it, move down to the option, choose it. */
async function selectByKeyboard(trigger: Locator, option: string) {
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  // The list opens on the chosen option, which takes the focus once it has settled.
  await expect.poll(() => listbox.evaluate((list) => list.contains(document.activeElement))).toBe(true);
  await page.waitForTimeout(200);
  for (let i = 0; i < 6 && !(await focused(listbox.getByRole('option', { name: option }))); i++) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await listbox.waitFor({ state: 'detached' });
  await trigger.getByText(option).waitFor();
}

/** Export CSV's file: its name and its lines, without the byte-order mark. */
async function exportCsv() {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const text = await readFile(await download.path(), 'utf8');
  return { name: download.suggestedFilename(), lines: text.replace(/^\uFEFF/, '').split('\r\n') };
}

async function openDirectory() {
  await page.getByRole('link', { name: 'Invoices', exact: true }).click();
  await page.getByRole('heading', { name: 'Invoices Directory' }).waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await desktopPage(browser, errors, () => true);

  ({ api } = await signUpAndIn(page, stack, 'Meera'));
});
afterAll(() => browser.close());

describe('the invoice screens, in a real browser', () => {
  it('shows an empty directory, and asks for a company before an invoice can be added', async () => {
    await openDirectory();
    await page.getByRole('heading', { name: 'No invoices created today' }).waitFor();
    await page.getByRole('button', { name: 'Add Sales' }).click();
    await toast('Please create a company first.');
    expect(page.url()).toBe(`${stack.webUrl}/invoices`);
  });

  it('creates a sales invoice and its customer with the keyboard alone, with CGST + SGST', async () => {
    await createCompany(page, 'Kulkarni Medicals', '27AAPFU0939F1ZV');
    const [company] = await api<{ _id: string }[]>('GET', '/user/company');
    if (!company) throw new Error('no company');
    for (const product of [
      { stock_item_name: 'Cough Syrup 100 ml', unit: 'BTL', hsn_code: '30049011', tax_rate: '12' },
      { stock_item_name: 'Basmati Rice', unit: 'KGS', hsn_code: '1006', tax_rate: '5' },
      { stock_item_name: 'Paracetamol 500 mg (strip of 10)', unit: 'TBS', hsn_code: '30049099', tax_rate: '12' },
    ]) {
      await api('POST', '/product/create/product', {
        company_id: company._id,
        ...product,
        taxability: 'Taxable',
        opening_balance: '100',
        opening_rate: '10',
      });
    }

    await openDirectory();
    await page.getByRole('button', { name: 'Add Sales' }).click();
    await page.getByRole('heading', { name: 'Create Sales Invoice' }).waitFor();
    await page.getByRole('main').getByText('Kulkarni Medicals', { exact: true }).waitFor();
    await page.getByText('TAX Enabled', { exact: true }).waitFor();
    const number = page.getByLabel('Invoice Number');
    await expect.poll(() => number.inputValue()).toBe('SI/26-27/0001');
    expect(await number.getAttribute('readonly')).toBe('');
    expect(await page.getByRole('button', { name: 'Create Invoice' }).isDisabled()).toBe(true);

    // From the first box on, keys only.
    await number.focus();
    await tabTo(page.getByRole('combobox', { name: 'Customer' }));
    await page.keyboard.press('Enter');
    await page.keyboard.type('sharma');
    await page.getByText('No customers found.').waitFor();
    await page.keyboard.press('Enter');
    const customer = drawer('Create Customer');
    await customer.getByText('Debtors', { exact: true }).waitFor();
    expect(await focused(customer.getByLabel('Customer Name'))).toBe(true);
    await page.keyboard.type('Sharma Traders');
    await page.keyboard.press('Tab');
    await page.keyboard.type('9820012345');
    await tabTo(customer.getByRole('combobox', { name: 'State' }));
    await page.keyboard.press('Enter');
    await page.keyboard.type('Maharashtra');
    await page.keyboard.press('Enter');
    await tabTo(customer.getByLabel('Address'));
    await page.keyboard.type('12 MG Road, Pune');
    await tabTo(customer.getByRole('button', { name: 'Create Customer' }));
    await page.keyboard.press('Enter');
    await toast('Customer successfully created! 🎉');
    await page.getByRole('combobox', { name: 'Customer' }).getByText('Sharma Traders').waitFor();
    await page.getByText('Intra-state supply (Maharashtra): CGST + SGST').waitFor();

    const transport = page.getByRole('combobox', { name: 'Mode of Transport' });
    await tabTo(transport);
    await selectByKeyboard(transport, 'By Road');
    expect(await page.getByLabel('Vehicle Number').count()).toBe(1);
    await page.keyboard.press('Tab');
    await page.keyboard.type('mh12 ab 1234');
    expect(await page.getByLabel('Vehicle Number').inputValue()).toBe('MH12 AB 1234');
    expect(await page.getByLabel('Due Date').inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const payment = page.getByRole('combobox', { name: 'Payment Mode' });
    await tabTo(payment);
    await selectByKeyboard(payment, 'Cash');

    await tabTo(page.getByRole('button', { name: 'Add Items' }));
    await page.keyboard.press('Enter');
    const item = drawer('Add Item');
    await item.waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.type('coughsyrup');
    await page.keyboard.press('Enter');
    await item.getByRole('combobox', { name: 'Item' }).getByText('Cough Syrup 100 ml').waitFor();
    expect(await item.getByLabel('Unit').inputValue()).toBe('BTL');
    await page.keyboard.press('Tab');
    await page.keyboard.type('3');
    await page.keyboard.press('Tab');
    await page.keyboard.type('95.50');
    await page.keyboard.press('Tab');
    await page.keyboard.type('10');
    expect(await item.getByTestId('item-tax').innerText()).toBe('₹33.18');
    await page.keyboard.press('Enter');
    await toast('Item added successfully');
    await item.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page.getByRole('button', { name: 'Add More' }))).toBe(true);

    await page.keyboard.press('Enter');
    await item.waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.type('basmati');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2.5');
    await page.keyboard.press('Tab');
    await page.keyboard.type('120');
    await page.keyboard.press('Enter');
    await item.waitFor({ state: 'detached' });

    await tabTo(page.getByLabel('Additional Charges'));
    await page.keyboard.type('25');
    await page.keyboard.press('Tab');
    await page.keyboard.type('200');
    // 3 x 95.50 - 10 at 12% and 2.5 kg x 120 at 5%, plus 25: 649.68, rounded to 650.
    const summary = page.getByRole('complementary', { name: 'Invoice summary' });
    await summary.getByText('₹650.00').waitFor();
    expect(await page.getByTestId('summary-cgst').innerText()).toBe('₹24.09');
    expect(await page.getByTestId('summary-sgst').innerText()).toBe('₹24.09');
    expect(await page.getByTestId('summary-round-off').innerText()).toBe('₹0.32');
    await summary.getByText('Partially Paid').waitFor();
    await page.keyboard.press('Enter');
    await toast('🎉 Invoice created successfully!');
    await page.waitForURL(`${stack.webUrl}/invoices`);

    const row = page.getByRole('row', { name: /SI\/26-27\/0001/ });
    expect((await cellTexts(row)).slice(1, 8)).toEqual([
      '1',
      expect.stringMatching(/\d{4}$/),
      'Sharma Traders',
      'Sales',
      'SI/26-27/0001',
      '₹650.00',
      '',
    ]);
    // Back does not return to the form: the create page was replaced.
    await page.goBack();
    await page.waitForTimeout(300);
    await page.getByRole('heading', { name: 'Invoices Directory' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/invoices');
  });

  it('shows the invoice: its status, Bill To, the tax split, items and history', async () => {
    await openDirectory();
    await page.getByRole('link', { name: 'SI/26-27/0001' }).click();
    await page.getByRole('heading', { name: 'Invoice SI/26-27/0001' }).waitFor();
    await page.getByText('Partially Paid', { exact: true }).waitFor();
    await page.getByText('Sharma Traders', { exact: true }).first().waitFor();
    await page.getByText('12 MG Road, Pune').waitFor();
    await page.getByText('Phone: +91 9820012345').waitFor();
    await page.getByText('By Road').waitFor();
    await page.getByText('MH12AB1234').waitFor();
    const figures = await page.locator('dl').last().innerText();
    expect(figures).toContain('CGST\n₹24.09');
    expect(figures).toContain('Total Tax\n₹48.18');
    expect(figures).toContain('Grand Total\n₹650.00');
    expect(figures).toContain('Balance Due\n₹450.00');
    const syrup = page.getByRole('row', { name: /Cough Syrup 100 ml/ });
    expect((await cellTexts(syrup)).slice(1)).toEqual([
      'Cough Syrup 100 ml',
      '30049011',
      '3 BTL',
      '₹95.50',
      '₹286.50',
      '₹10.00',
      '12%',
      '₹33.18',
      '₹309.68',
    ]);
    expect((await cellTexts(page.getByRole('row', { name: /Basmati Rice/ }))).slice(3, 4)).toEqual(['2.5 KGS']);
    await page.getByText('Created by Meera').waitFor();
    expect(await page.getByRole('button', { name: 'Download' }).isEnabled()).toBe(true);
  });

  it('edits the sales invoice from its page, keeping its number, and records the edit', async () => {
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Sales Invoice SI/26-27/0001' }).waitFor();
    expect(await page.getByLabel('Invoice Number').inputValue()).toBe('SI/26-27/0001');
    expect(await page.getByRole('combobox', { name: 'Customer' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Edit Cough Syrup 100 ml' }).click();
    const item = drawer('Edit Item');
    await item.getByLabel('Quantity').fill('4');
    await item.getByRole('button', { name: 'Update Item' }).click();
    await toast('Item updated successfully');
    // 4 x 95.50 - 10 at 12% and the rice, plus 25: 756.64, rounded to 757.
    await page.getByTestId('summary-grand-total').getByText('₹757.00').waitFor();
    await page.getByRole('button', { name: 'Update Invoice' }).click();
    await toast('🎉 Invoice updated successfully!');
    await page.waitForURL(`${stack.webUrl}/invoices`);
    await page
      .getByRole('row', { name: /SI\/26-27\/0001/ })
      .getByText('₹757.00')
      .waitFor();
    await page.getByRole('link', { name: 'SI/26-27/0001' }).click();
    await page.getByText('Edited by Meera').waitFor();
    await page.getByText('Grand total ₹650.00 → ₹757.00').waitFor();
  });

  it('creates a purchase from an inter-state supplier made in the drawer, with IGST', async () => {
    await openDirectory();
    await page.getByRole('button', { name: 'Add Purchase' }).click();
    await page.getByRole('heading', { name: 'Create Purchase Invoice' }).waitFor();
    const number = page.getByLabel('Invoice Number');
    await expect.poll(() => number.inputValue()).toBe('PI/26-27/0001');
    await number.fill('BPD/2026/117');

    await page.getByRole('combobox', { name: 'Supplier' }).click();
    await page.getByRole('option', { name: 'Add New Supplier' }).click();
    const supplier = drawer('Create Customer');
    await supplier.getByText('Creditors', { exact: true }).waitFor();
    await supplier.getByLabel('Customer Name').fill('Bangalore Pharma Distributors');
    await supplier.getByRole('button', { name: 'Create Customer' }).click();
    await toast('Please fix the form errors before submitting');
    await supplier.getByText('State is required').waitFor();
    await supplier.getByText('TIN is required.').waitFor();
    await supplier.getByRole('combobox', { name: 'State' }).click();
    await page.locator('[data-radix-popper-content-wrapper] [cmdk-input]').fill('Karnataka');
    await page.getByRole('option', { name: 'Karnataka', exact: true }).click();
    await supplier.getByLabel('GSTIN').fill('29AAGCB7383J1Z4');
    await supplier.getByRole('button', { name: 'Create Customer' }).click();
    await toast('Customer successfully created! 🎉');
    await page.getByText('Inter-state supply to Karnataka: IGST').waitFor();

    await page.getByRole('button', { name: 'Add Items' }).click();
    const item = drawer('Add Item');
    await item.getByRole('combobox', { name: 'Item' }).click();
    await page.getByPlaceholder('Search items...').fill('PARA cetamol');
    await page.getByRole('option', { name: /Paracetamol 500 mg/ }).click();
    await item.getByLabel('Quantity').fill('100');
    await item.getByLabel(/^Rate\*?$/).fill('18.40');
    await item.getByRole('button', { name: 'Add Item' }).click();
    await toast('Item added successfully');
    // 100 x 18.40 at 12% IGST: 2,060.80, rounded to 2,061.
    expect(await page.getByTestId('summary-igst').innerText()).toBe('₹220.80');
    await page.getByLabel('Paid Amount').fill('2061.01');
    await page.getByRole('button', { name: 'Create Invoice' }).click();
    await toast('Paid amount cannot exceed the grand total');
    await page.getByLabel('Paid Amount').fill('2061');
    await page.getByRole('complementary', { name: 'Invoice summary' }).getByText('Paid', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Create Invoice' }).click();
    await toast('🎉 Invoice created successfully!');
    await page.waitForURL(`${stack.webUrl}/invoices`);

    const purchase = page.getByRole('row', { name: /BPD\/2026\/117/ });
    expect((await cellTexts(purchase)).slice(3, 8)).toEqual([
      'Bangalore Pharma Distributors\n\nGSTIN 29AAGCB7383J1Z4',
      'Purchase',
      'BPD/2026/117',
      '',
      '₹2,061.00',
    ]);
    expect(await cellTexts(page.getByRole('row', { name: /^Total/ }))).toEqual(['Total', '₹757.00', '₹2,061.00', '']);
    await page.getByLabel('2 invoices').waitFor();
  });

  it('filters by type and by search, and resets', async () => {
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Purchase' }).click();
    await page.getByText('Showing 1-1 of 1 invoices').waitFor();
    expect(await page.getByRole('row', { name: /SI\/26-27\/0001/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await page.getByText('Showing 1-2 of 2 invoices').waitFor();
    await page.getByPlaceholder('Search by name, type...').fill('sharma');
    await page.getByText('Showing 1-1 of 1 invoices').waitFor();
    await page.getByRole('row', { name: /SI\/26-27\/0001/ }).waitFor();
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await page.getByText('Showing 1-2 of 2 invoices').waitFor();
  });

  it('exports what the filters show as CSV, every row, with the figures as the list has them', async () => {
    const today = indianToday();
    const shown = today.split('-').reverse().join('/');
    await page.getByPlaceholder('Search by name, type...').fill('sharma');
    await page.getByText('Showing 1-1 of 1 invoices').waitFor();
    const sharma = await exportCsv();
    expect(sharma.name).toBe(`invoices-${today.slice(0, 8)}01-to-${today}.csv`);
    expect(sharma.lines).toEqual([
      'Sr. No.,Invoice Date,Customer,GSTIN,Invoice Type,Invoice No.,Debit,Credit,Grand Total,Status',
      `1,${shown},Sharma Traders,,Sales,SI/26-27/0001,757.00,,757.00,Partially Paid`,
      '',
    ]);
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await page.getByText('Showing 1-2 of 2 invoices').waitFor();
    const all = await exportCsv();
    expect(all.lines.slice(1, -1)).toEqual([
      `1,${shown},Bangalore Pharma Distributors,29AAGCB7383J1Z4,Purchase,BPD/2026/117,,2061.00,2061.00,Paid`,
      `2,${shown},Sharma Traders,,Sales,SI/26-27/0001,757.00,,757.00,Partially Paid`,
    ]);
  });

  it('checks dates and items before creating', async () => {
    await page.getByRole('button', { name: 'Add Sales' }).click();
    await page.getByRole('heading', { name: 'Create Sales Invoice' }).waitFor();
    await page.getByText('Please add at least one item to continue').waitFor();
    expect(await page.getByRole('button', { name: 'Create Invoice' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Add Items' }).click();
    const item = drawer('Add Item');
    await item.getByRole('button', { name: 'Add Item' }).click();
    await item.getByText('Item is required').waitFor();
    await item.getByText('Rate must be greater than 0').waitFor();
    await item.getByRole('combobox', { name: 'Item' }).click();
    await page.getByRole('option', { name: /Cough Syrup/ }).click();
    await item.getByLabel('Quantity').fill('0.5');
    await item.getByLabel(/^Rate\*?$/).fill('95.50');
    await item.getByRole('button', { name: 'Add Item' }).click();
    await item.getByText('Quantity must be greater than 0 and should be a valid whole number').waitFor();
    await item.getByLabel('Quantity').fill('1');
    await item.getByRole('button', { name: 'Add Item' }).click();
    await toast('Item added successfully');

    await page.getByLabel('Invoice Date').fill('31/02/2026');
    await page.getByRole('button', { name: 'Create Invoice' }).click();
    await toast('Please select a valid date');
    await page.getByText('Please select a customer').first().waitFor();
    await page.getByLabel('Invoice Date').fill('01/01/2099');
    await page.getByText('Date cannot be in the future').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Invoices Directory' }).waitFor();
  });

  it('cancels the sales invoice on delete: gone from the list, shown greyed when asked', async () => {
    await page.getByRole('button', { name: 'Actions for invoice SI/26-27/0001' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm
      .getByText('This action cannot be undone. Any information regarding this invoice will be lost.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast('Invoice deleted successfully!');
    await page.getByText('Showing 1-1 of 1 invoices').waitFor();
    expect(await page.getByRole('row', { name: /SI\/26-27\/0001/ }).count()).toBe(0);
    expect(await cellTexts(page.getByRole('row', { name: /^Total/ }))).toEqual(['Total', '₹0.00', '₹2,061.00', '']);

    await page.getByLabel('Show cancelled').click();
    const cancelled = page.getByRole('row', { name: /SI\/26-27\/0001/ });
    await cancelled.getByText('Cancelled').waitFor();
    await cancelled.getByRole('link', { name: 'SI/26-27/0001' }).click();
    await page.getByRole('heading', { name: 'Invoice SI/26-27/0001' }).waitFor();
    await page.getByText('Cancelled by Meera').waitFor();
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
