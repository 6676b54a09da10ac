import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { toDisplayDate } from '@app/shared/financial-year';
import {
  cellTexts,
  createCompany,
  desktopPage,
  indianToday,
  pickFrom,
  signUpAndIn,
  toastOn,
  yearTag,
  type SignedInUser,
} from './kit';

/**
 * Issue 5's journey through the books, as a trader does it: a customer in another state, a sales
 * invoice with IGST, a receipt from the customer's row into a bank account added there, the
 * ledger's closing balance, an edit, the cancellation; and a purchase that raises stock on the
 * product page.
 */
const stack = inject('e2eStack');
let browser: Browser;
let page: Page;
let user: SignedInUser;
const errors: string[] = [];
const toast = (text: string) => toastOn(page)(text);
const drawer = (title: string) => page.getByRole('dialog', { name: title });
const products = new Map<string, string>();
const invoiceNumber = `SI/${yearTag()}/0001`;

async function open(link: string, heading: string) {
  await page.getByRole('link', { name: link, exact: true }).click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

/** A searchable picker: open, type, choose. */
async function pick(label: string, search: string, option: string | RegExp) {
  await pickFrom(page.getByRole('combobox', { name: label, exact: true }).first(), search, option);
}

async function addItem(name: string, quantity: string, rate: string) {
  await page
    .getByRole('button', { name: /^(Add Items|Add More)$/ })
    .first()
    .click();
  const item = drawer('Add Item');
  await pickFrom(item.getByRole('combobox', { name: 'Item' }), name, new RegExp(name));
  await item.getByLabel('Quantity').fill(quantity);
  await item.getByLabel(/^Rate\*?$/).fill(rate);
  await item.getByRole('button', { name: 'Add Item' }).click();
  await toast('Item added successfully');
  await item.waitFor({ state: 'detached' });
}

beforeAll(async () => {
  browser = await launchBrowser();
  // The browser logs refused requests (404, and the 409 of deleting a settled invoice): expected here.
  page = await desktopPage(browser, errors, (text) => !/\b(404|409)\b/.test(text));
  user = await signUpAndIn(page, stack, 'Kavita');
  await createCompany(page, 'Deshmukh Pharma', '27AAPFU0939F1ZV');
  const [company] = await user.api<{ _id: string }[]>('GET', '/user/company');
  for (const product of [
    { stock_item_name: 'Cough Syrup 100 ml', unit: 'BTL', hsn_code: '30049011', tax_rate: '12' },
    { stock_item_name: 'Basmati Rice', unit: 'KGS', hsn_code: '1006', tax_rate: '5' },
    { stock_item_name: 'Paracetamol 500 mg', unit: 'TBS', hsn_code: '30049099', tax_rate: '12' },
  ]) {
    const created = await user.api<{ _id: string }>('POST', '/product/create/product', {
      company_id: company?._id,
      ...product,
      nature_of_goods: 'Goods',
      taxability: 'Taxable',
      opening_balance: '100',
      opening_rate: '10',
    });
    products.set(product.stock_item_name, created._id);
  }
  await user.api('POST', '/ledger/create', {
    company_id: company?._id,
    name: 'Haryana Distributors',
    parent: 'Creditors',
    mailing_country: 'India',
    mailing_state: 'Haryana',
    tin: '06AABCO6063D1ZQ',
  });
  for (const [name, parent] of [
    ['Shop Rent', 'Indirect Expenses'],
    ['Depreciation', 'Indirect Expenses'],
    ['Furniture', 'Fixed Assets'],
    ['Electricity', 'Indirect Expenses'],
  ])
    await user.api('POST', '/ledger/create', { company_id: company?._id, name, parent });
});
afterAll(() => browser.close());

describe('the books, from customer to cancelled invoice', () => {
  it('adds a customer in Karnataka with a GSTIN', async () => {
    await open('Customers', 'Customers');
    await page.getByRole('button', { name: 'Add Debtors' }).click();
    await page.getByRole('heading', { name: 'Add Debtors' }).waitFor();
    await page.getByLabel('Billing Name').fill('Bengaluru Health Mart');
    await page.getByLabel('State').click();
    await page.locator('[data-radix-popper-content-wrapper] [cmdk-input]').fill('Karna');
    await page.getByRole('option', { name: 'Karnataka', exact: true }).click();
    await page.getByLabel('TIN / GSTIN').fill('29AAGCB7383J1Z4');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast('Debtors created successfully! 🎉');
    await page
      .getByRole('row', { name: /Bengaluru Health Mart/ })
      .getByText('₹0.00 CR')
      .waitFor();
  });

  it('sells it three items, one by the kilogram, with IGST, and shows the figures on the invoice', async () => {
    await open('Invoices', 'Invoices Directory');
    await page.getByRole('button', { name: 'Add Sales' }).click();
    await page.getByRole('heading', { name: 'Create Sales Invoice' }).waitFor();
    await pick('Customer', 'Bengaluru', /Bengaluru Health Mart/);
    await page.getByText('Inter-state supply to Karnataka: IGST').waitFor();
    await addItem('Cough Syrup', '3', '95.50');
    await addItem('Basmati Rice', '2.5', '120');
    await addItem('Paracetamol', '10', '20');
    // 286.50 + 34.38, 300.00 + 15.00, 200.00 + 24.00 IGST: 859.88, rounded to 860.00.
    await page.getByTestId('summary-grand-total').getByText('₹860.00').waitFor();
    expect(await page.getByTestId('summary-round-off').innerText()).toBe('₹0.12');
    await page.getByRole('button', { name: 'Create Invoice' }).click();
    await toast('🎉 Invoice created successfully!');
    await page.waitForURL(`${stack.webUrl}/invoices`);

    await page.getByRole('link', { name: invoiceNumber }).click();
    await page.getByRole('heading', { name: `Invoice ${invoiceNumber}` }).waitFor();
    const figures = await page.locator('dl').last().innerText();
    expect(figures).toContain('IGST\n₹73.38');
    expect(figures).toContain('Grand Total\n₹860.00');
    expect((await cellTexts(page.getByRole('row', { name: /Basmati Rice/ }))).slice(3, 4)).toEqual(['2.5 KGS']);
  });

  it('records a receipt from the customer row into a new bank account, and the ledger shows what is still owed', async () => {
    await open('Customers', 'Customers');
    await page
      .getByRole('row', { name: /Bengaluru Health Mart/ })
      .getByText('₹860.00 DR')
      .waitFor();
    await page.getByRole('button', { name: 'More actions for Bengaluru Health Mart' }).click();
    await page.getByRole('menuitem', { name: 'You Got', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Record Receipt' });
    await panel.getByText('Customer has a pending balance of ₹860.00').waitFor();
    await panel.getByLabel('Amount').fill('500');
    // The money goes to a bank account the company does not have yet: added from the panel.
    await panel.getByRole('button', { name: 'Add bank account' }).click();
    const bank = page.getByRole('dialog', { name: 'Add Bank Account' });
    await bank.getByLabel('Account Name').fill('HDFC Current A/c');
    await bank.getByLabel('Bank Name').fill('HDFC Bank');
    await bank.getByLabel('Account Number').fill('50200012345678');
    await bank.getByLabel('IFSC').fill('hdfc0001234');
    await bank.getByLabel('IFSC').press('Tab');
    expect(await bank.getByLabel('IFSC').inputValue()).toBe('HDFC0001234');
    await bank.getByLabel('Opening Balance').fill('25000');
    await bank.getByRole('button', { name: 'Add Bank Account' }).click();
    await toast('Bank account created successfully! 🎉');
    await bank.waitFor({ state: 'detached' });
    const hdfc = panel.getByRole('radio', { name: 'HDFC Current A/c' });
    expect(await hdfc.getAttribute('aria-checked')).toBe('true');
    await panel.getByText('₹25,000.00 DR').waitFor();
    await panel.getByRole('button', { name: 'Record Receipt' }).click();
    await toast('Payment received successfully!');
    await page.waitForURL(`${stack.webUrl}/transactions**`);

    // The bank now holds the opening balance and the receipt.
    await page.getByRole('button', { name: 'Add Receipt' }).first().click();
    await page.getByRole('radio', { name: 'HDFC Current A/c' }).waitFor();
    await page.getByRole('radiogroup').getByText('₹25,500.00 DR').waitFor();

    await open('Customers', 'Customers');
    await page
      .getByRole('row', { name: /Bengaluru Health Mart/ })
      .getByRole('link', { name: /View Details/ })
      .click();
    await page.getByRole('heading', { name: 'Bengaluru Health Mart', level: 1 }).waitFor();
    // The statement loads after the heading: wait for its closing balance before reading the row.
    const closing = page.getByRole('row', { name: /^Closing Balance/ });
    await closing.getByText('360.00 DR').waitFor();
    expect(await cellTexts(closing)).toEqual(['Closing Balance', '360.00 DR', '']);
  });

  it('edits the invoice, and then cancels it', async () => {
    await open('Invoices', 'Invoices Directory');
    await page.getByRole('link', { name: invoiceNumber }).click();
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: `Edit Sales Invoice ${invoiceNumber}` }).waitFor();
    await page.getByRole('button', { name: 'Edit Paracetamol 500 mg' }).click();
    await drawer('Edit Item').getByLabel('Quantity').fill('5');
    await drawer('Edit Item').getByRole('button', { name: 'Update Item' }).click();
    await toast('Item updated successfully');
    // The paracetamol now 100.00 + 12.00: 747.88, rounded to 748.00.
    await page.getByTestId('summary-grand-total').getByText('₹748.00').waitFor();
    await page.getByRole('button', { name: 'Update Invoice' }).click();
    await toast('🎉 Invoice updated successfully!');
    await page.waitForURL(`${stack.webUrl}/invoices`);
    await page
      .getByRole('row', { name: new RegExp(invoiceNumber) })
      .getByText('₹748.00')
      .waitFor();

    const deleteInvoice = async () => {
      await page.getByRole('button', { name: `Actions for invoice ${invoiceNumber}` }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    };
    // The receipt settled the invoice (oldest first): it lets go of it before the invoice goes.
    const receiptNumber = `RV/${yearTag()}/0001`;
    await deleteInvoice();
    await toast(
      `This invoice is settled by receipt ${receiptNumber}: edit the receipt to take the invoice off it first`,
    );
    await open('Transactions', 'Transactions Directory');
    await page.getByRole('link', { name: `Edit Receipt ${receiptNumber}` }).click();
    await page.getByRole('heading', { name: 'Receipt Entry' }).waitFor();
    await expect.poll(() => page.getByLabel(`Settle ${invoiceNumber}`).inputValue()).toBe('500');
    await page.getByLabel(`Settle ${invoiceNumber}`).fill('');
    await page.getByRole('button', { name: 'Submit Receipt' }).click();
    await toast('Receipt updated successfully!');
    await open('Invoices', 'Invoices Directory');
    await deleteInvoice();
    await toast('Invoice deleted successfully!');
    await page.getByRole('heading', { name: 'No invoices created today' }).waitFor();

    await open('Customers', 'Customers');
    // The sale is gone from the books; the receipt stays: the customer is 500.00 in credit.
    await page
      .getByRole('row', { name: /Bengaluru Health Mart/ })
      .getByText('₹500.00 CR')
      .waitFor();
  });

  it('raises stock with a purchase, as the product page shows', async () => {
    await open('Invoices', 'Invoices Directory');
    await page.getByRole('button', { name: 'Add Purchase' }).click();
    await page.getByRole('heading', { name: 'Create Purchase Invoice' }).waitFor();
    await page.getByLabel('Invoice Number').fill('HD/2611');
    await pick('Supplier', 'Haryana', /Haryana Distributors/);
    await addItem('Basmati Rice', '50', '55');
    await page.getByRole('button', { name: 'Create Invoice' }).click();
    await toast('🎉 Invoice created successfully!');
    await page.waitForURL(`${stack.webUrl}/invoices`);

    await page.goto(`${stack.webUrl}/products/${products.get('Basmati Rice') ?? ''}`);
    // 100 kg opening, the cancelled sale's 2.5 kg back, 50 kg bought.
    await expect.poll(() => page.getByLabel('Current Stock', { exact: true }).innerText()).toBe('150 KGS');
    expect(errors).toEqual([]);
  });

  it('locks the books up to today, is refused deleting the purchase, and unlocks them (issue 32)', async () => {
    const today = toDisplayDate(indianToday());
    const settings = async () => {
      await page.goto(`${stack.webUrl}/account`);
      await page.getByRole('tab', { name: 'Settings' }).click();
      return page.getByRole('region', { name: 'Locked books' });
    };
    let block = await settings();
    await block.getByText('Not locked').waitFor();
    await block.getByLabel('Lock up to').fill(today);
    await block.getByRole('button', { name: 'Lock books' }).click();
    await toast(`Books locked up to ${today}`);
    await block.getByText(today).waitFor();

    await open('Invoices', 'Invoices Directory');
    await page.getByRole('button', { name: 'Actions for invoice HD/2611' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast(
      `The books are locked up to ${today}: vouchers dated on or before it cannot be created, changed or deleted. Ask the owner to unlock them.`,
    );

    block = await settings();
    await block.getByRole('button', { name: 'Unlock' }).click();
    await toast('Books unlocked');
    await block.getByText('Not locked').waitFor();
  });

  it('pays the shop rent from cash, a payment for an expense (issue 32)', async () => {
    await open('Transactions', 'Transactions Directory');
    await page.getByRole('button', { name: 'Add Payment' }).click();
    await page.getByRole('heading', { name: 'Payment Entry' }).waitFor();
    await page.getByRole('textbox', { name: 'Amount' }).fill('2500');
    await page.getByRole('combobox', { name: 'Pay To' }).click();
    await page
      .getByRole('group', { name: 'Indirect Expenses' })
      .getByRole('option', { name: /Shop Rent/ })
      .click();
    await page.getByRole('button', { name: 'Submit Payment' }).click();
    await toast('Payment added successfully!');
  });

  it("books the electricity bill with GST: a purchase's expense line, its tax as input credit (issue 32)", async () => {
    await open('Invoices', 'Invoices Directory');
    await page.getByRole('button', { name: 'Add Purchase' }).click();
    await page.getByRole('heading', { name: 'Create Purchase Invoice' }).waitFor();
    await page.getByLabel('Invoice Number').fill('EB/1024');
    await pick('Supplier', 'Haryana', /Haryana Distributors/);
    await page.getByRole('button', { name: 'Add Items' }).click();
    const item = drawer('Add Item');
    await pickFrom(item.getByRole('combobox', { name: 'Item' }), 'Electri', /Electricity/);
    await item.getByLabel(/^Rate\*?$/).fill('1000');
    await item.getByLabel('Tax Rate (%)').fill('18');
    await item.getByRole('button', { name: 'Add Item' }).click();
    await toast('Item added successfully');
    await page.getByRole('button', { name: 'Create Invoice' }).click();
    await toast('🎉 Invoice created successfully!');
    await page.waitForURL(`${stack.webUrl}/invoices`);
  });

  it('passes a journal for depreciation: refused while it does not balance, then posted (issue 32)', async () => {
    await open('Transactions', 'Transactions Directory');
    await page.getByRole('button', { name: 'Add Journal' }).click();
    await page.getByRole('menuitem', { name: /^Journal/ }).click();
    await page.getByRole('heading', { name: 'Journal Entry' }).waitFor();
    await pick('Line 1 ledger', 'Depre', /Depreciation/);
    await page.getByLabel('Line 1 debit').fill('1000');
    await pick('Line 2 ledger', 'Furn', /Furniture/);
    await page.getByLabel('Line 2 credit').fill('900');
    await page.getByRole('button', { name: 'Submit Journal' }).click();
    await page.getByRole('alert').getByText('Debits (₹1,000.00) and credits (₹900.00) must be equal').waitFor();
    await page.getByLabel('Line 2 credit').fill('1000');
    await page.getByLabel('Narration (Optional)').fill('Depreciation on furniture');
    await page.getByRole('button', { name: 'Submit Journal' }).click();
    await toast('Journal added successfully!');
    await page.waitForURL(`${stack.webUrl}/transactions`);
    await page
      .getByRole('row', { name: /Journal/ })
      .first()
      .waitFor();
  });

  it('shows the trial balance balanced, the rent in the profit and loss, and the balance sheet agreeing (issue 32)', async () => {
    await open('Accounts', 'Accounts');
    const trial = page.getByRole('table', { name: 'Trial Balance' });
    const total = await cellTexts(trial.getByRole('row', { name: /Grand Total/ }));
    // Particulars, opening, the period's debits and credits, the closing debits and credits.
    expect(total[4]).toBe(total[5]);
    expect(total[2]).toBe(total[3]);
    await trial.getByRole('button', { name: 'Indirect Expenses' }).click();
    expect(await cellTexts(trial.getByRole('row', { name: /Shop Rent/ }))).toEqual([
      'Shop Rent',
      '',
      '2,500.00',
      '',
      '2,500.00',
      '',
    ]);
    expect(await cellTexts(trial.getByRole('row', { name: /Electricity/ }))).toEqual([
      'Electricity',
      '',
      '1,000.00',
      '',
      '1,000.00',
      '',
    ]);
    // The input tax of the rice (137.50) and of the electricity (180.00), both from Haryana.
    await trial.getByRole('button', { name: 'Current Liabilities' }).click();
    await trial.getByRole('button', { name: 'Duties & Taxes' }).click();
    expect((await cellTexts(trial.getByRole('row', { name: /Input IGST/ })))[4]).toBe('317.50');
    expect(await cellTexts(trial.getByRole('row', { name: /Depreciation/ }))).toEqual([
      'Depreciation',
      '',
      '1,000.00',
      '',
      '1,000.00',
      '',
    ]);

    await page.getByRole('tab', { name: 'Profit & Loss' }).click();
    const expenses = page.getByRole('region', { name: 'Indirect Expenses' });
    await expenses.getByRole('button', { name: 'Indirect Expenses' }).click();
    await expenses.getByRole('list', { name: 'Indirect Expenses' }).getByText('Shop Rent').waitFor();
    await page.getByText(/^Net (Profit|Loss)$/).waitFor();

    await page.getByRole('tab', { name: 'Balance Sheet' }).click();
    const sideTotal = (side: string) =>
      page
        .getByRole('region', { name: side })
        .locator('div', { hasText: /^Total/ })
        .last()
        .innerText();
    await page.getByRole('region', { name: 'Assets' }).waitFor();
    expect(await sideTotal('Assets')).toBe(await sideTotal('Liabilities'));

    // Its files: the CSV's total line balances, the Excel file is a workbook, the PDF a PDF.
    const exported = async (format: 'CSV' | 'Excel' | 'PDF') => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('group', { name: 'Export' }).getByRole('button', { name: format }).click(),
      ]);
      return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
    };
    const sheetCsv = await exported('CSV');
    expect(sheetCsv.name).toMatch(/^balance-sheet-\d{4}-03-31\.csv$/);
    const lines = sheetCsv.bytes.toString('utf8').split('\r\n');
    const sideTotalCsv = (label: string) => lines.find((line) => line.startsWith(label))?.split(',')[1];
    expect(sideTotalCsv('Total Assets')).toBe(sideTotalCsv('Total Liabilities'));
    const excel = await exported('Excel');
    expect([excel.name.endsWith('.xlsx'), excel.bytes.subarray(0, 2).toString()]).toEqual([true, 'PK']);
    const pdf = await exported('PDF');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // The cash book: the rent went out of cash.
    await page.getByRole('tab', { name: 'Cash & Bank' }).click();
    const cash = await cellTexts(page.getByRole('table', { name: 'Cash & Bank' }).getByRole('row', { name: /^Cash/ }));
    expect(cash[3]).toBe('2,500.00');
    // What is owed to the Haryana distributor for the rice.
    await page.getByRole('tab', { name: 'Ageing' }).click();
    await page.getByRole('button', { name: 'Payables' }).click();
    await page
      .getByRole('table', { name: 'Payables ageing' })
      .getByRole('link', { name: 'Haryana Distributors' })
      .waitFor();
    expect(errors).toEqual([]);
  });

  it('prints the cash book and the Day Book, and exports the cash book to Excel (issue 32)', async () => {
    const saved = async (group: string, format: 'Excel' | 'PDF') => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('group', { name: group }).getByRole('button', { name: format }).click(),
      ]);
      return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
    };
    await page.getByRole('tab', { name: 'Cash & Bank' }).click();
    await page.getByRole('table', { name: 'Cash & Bank' }).getByRole('link', { name: 'Cash', exact: true }).click();
    await page.getByRole('heading', { name: 'Cash', level: 1 }).waitFor();
    const cashBook = await saved('Export', 'Excel');
    expect([cashBook.name.startsWith('ledger-'), cashBook.bytes.subarray(0, 2).toString()]).toEqual([true, 'PK']);
    const cashPdf = await saved('Export', 'PDF');
    expect(cashPdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    await open('Transactions', 'Transactions Directory');
    const dayBook = await saved('Day Book', 'PDF');
    expect([dayBook.name.startsWith('day-book-'), dayBook.bytes.subarray(0, 5).toString()]).toEqual([true, '%PDF-']);
    expect(errors).toEqual([]);
  });

  it('adds an expense ledger whose GST credit is blocked, from Accounts (issue 33)', async () => {
    await open('Accounts', 'Accounts');
    await page.getByRole('button', { name: 'Add Ledger' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Ledger' });
    await dialog.getByLabel('Ledger Name').fill('Car Repairs');
    await dialog.getByLabel('Group').selectOption({ label: 'Indirect Expenses' });
    await dialog.getByLabel('GST Treatment').selectOption('Blocked credit');
    await dialog.getByRole('button', { name: 'Add Ledger' }).click();
    await toast('Ledger created successfully! 🎉');
    expect(errors).toEqual([]);
  });

  it('books a bill under reverse charge: the supplier is owed it without the tax (issue 33)', async () => {
    await open('Invoices', 'Invoices Directory');
    await page.getByRole('button', { name: 'Add Purchase' }).click();
    await page.getByRole('heading', { name: 'Create Purchase Invoice' }).waitFor();
    await page.getByLabel('Invoice Number').fill('RC/7');
    await pick('Supplier', 'Haryana', /Haryana Distributors/);
    await page.getByRole('button', { name: 'Add Items' }).click();
    const item = drawer('Add Item');
    await pickFrom(item.getByRole('combobox', { name: 'Item' }), 'Shop', /Shop Rent/);
    await item.getByLabel(/^Rate\*?$/).fill('1000');
    await item.getByLabel('Tax Rate (%)').fill('18');
    await item.getByRole('button', { name: 'Add Item' }).click();
    await toast('Item added successfully');
    await page.getByLabel('Tax payable on reverse charge').check();
    await page.getByRole('button', { name: 'Create Invoice' }).click();
    await toast('🎉 Invoice created successfully!');
    await page.waitForURL(`${stack.webUrl}/invoices`);
    await page.getByRole('link', { name: 'RC/7' }).first().click();
    await page.getByText('Tax Payable on Reverse Charge').waitFor();
    expect(errors).toEqual([]);
  });

  it("uploads the month's GSTR-2B from Summary's GST returns, and accepts the suggestion: the electricity numbered differently (issue 33)", async () => {
    await open('Summary', 'Summary');
    await page.getByRole('link', { name: 'GSTR-3B' }).click();
    await page.getByRole('heading', { name: 'GST Returns', level: 1 }).waitFor();
    const [year, month] = indianToday().split('-');
    const day = `${indianToday().slice(8, 10)}-${month}-${year}`;
    const bill = (inum: string, txval: number, igst: number) => ({
      inum,
      dt: day,
      val: txval + igst,
      items: [{ txval, igst, cgst: 0, sgst: 0 }],
    });
    const gstr2b = {
      data: {
        gstin: '27AAPFU0939F1ZV',
        rtnprd: `${month}${year}`,
        docdata: {
          b2b: [
            {
              ctin: '06AABCO6063D1ZQ',
              trdnm: 'Haryana Distributors',
              inv: [bill('HD/2611', 2750, 137.5), bill('EB-1024', 1000, 180), bill('HD/2640', 400, 20)],
            },
          ],
          // Goods imported through Nhava Sheva: the IGST paid at customs, 4(A)(1).
          impg: [{ portcode: 'INNSA1', boenum: '4321987', boedt: day, txval: 500, igst: 90 }],
        },
      },
    };
    await page.getByRole('tab', { name: 'GSTR-2B reconciliation' }).click();
    await page.getByText('No GSTR-2B uploaded for this period yet', { exact: false }).waitFor();
    await page.getByLabel('GSTR-2B file').setInputFiles({
      name: 'gstr2b.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(gstr2b)),
    });
    await toast(
      `GSTR-2B of ${new Date().toLocaleString('en-IN', { month: 'short', timeZone: 'Asia/Kolkata' })} ${year} kept: 3 documents from 1 suppliers and 1 bill of entry`,
    );
    const pairs = page.getByRole('table', { name: 'In 2B and in the books' });
    await pairs
      .getByRole('row', { name: /HD\/2611/ })
      .getByText('Matched')
      .waitFor();
    await pairs
      .getByRole('row', { name: /EB-1024/ })
      .getByText('Bill number EB/1024 read as EB-1024')
      .waitFor();
    const missing = page.getByRole('table', { name: 'In 2B, not in the books' });
    expect((await cellTexts(missing.getByRole('row', { name: /HD\/2640/ })))[1]).toContain('HD/2640');

    await page.getByRole('button', { name: 'Accept all suggestions (1)' }).click();
    await toast('1 suggestion accepted');
    await pairs
      .getByRole('row', { name: /EB-1024/ })
      .getByText('Accepted', { exact: true })
      .waitFor();

    // The bill not entered: its purchase drafted as a bill to review, what 2B says beside the form.
    await page.getByRole('button', { name: 'Create purchase HD/2640' }).click();
    await page.getByRole('heading', { name: 'Review bill', level: 1 }).waitFor();
    await page.getByText('From GSTR-2B', { exact: true }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'GST Returns', level: 1 }).waitFor();
    expect(errors).toEqual([]);
  });
  it("opens the month's GSTR-3B, its credit the rice matched and the electricity accepted in 2B, and downloads its JSON (issue 33)", async () => {
    await page.getByRole('tab', { name: 'GSTR-3B' }).click();
    // The sale was cancelled: nothing outward. The input IGST of the rice (137.50) and the electricity (180.00).
    await page
      .getByText("The credit follows the period's GSTR-2B: all the input tax in the books is claimed.")
      .waitFor();
    const credit = page.getByRole('table', { name: '4 Eligible ITC' });
    expect(await cellTexts(credit.getByRole('row', { name: /All other ITC/ }))).toEqual([
      '(A)(5) All other ITC',
      '317.50',
      '0.00',
      '0.00',
    ]);
    // The rent under reverse charge: its IGST is the company's credit (4(A)(3)) and is paid in cash.
    expect(await cellTexts(credit.getByRole('row', { name: /\(A\)\(3\)/ }))).toEqual([
      '(A)(3) Inward supplies liable to reverse charge (other than 1 & 2 above)',
      '180.00',
      '0.00',
      '0.00',
    ]);
    // The goods imported: the IGST of the bill of entry in 2B.
    expect(await cellTexts(credit.getByRole('row', { name: /\(A\)\(1\)/ }))).toEqual([
      '(A)(1) Import of goods',
      '90.00',
      '0.00',
      '0.00',
    ]);
    const payment = page.getByRole('table', { name: '6.1 Payment of tax' });
    expect((await cellTexts(payment.getByRole('row', { name: /^Integrated tax/ })))[5]).toBe('180.00');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download JSON for the GST portal' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^GSTR3B_27AAPFU0939F1ZV_\d{6}\.json$/);
    const filed = JSON.parse((await readFile(await download.path())).toString()) as {
      itc_elg: { itc_net: { iamt: number } };
    };
    // Net credit: the rice and the electricity (317.50), the rent's reverse charge (180.00) and the import (90.00).
    expect(filed.itc_elg.itc_net.iamt).toBe(587.5);
    expect(errors).toEqual([]);
  });
});
