import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { voucherNumber } from '@app/shared/books/serial-numbers';
import { financialYearStart } from '@app/shared/financial-year';
import { launchBrowser } from './browser';
import {
  cellTexts,
  createCompany,
  desktopPage,
  indianToday,
  postInvoice,
  signUpAndIn,
  toastOn,
  type SignedInUser,
} from './kit';

/**
 * Issue 18 in a real browser (design 5.1, docs/design/returns-and-batches.md): a Maharashtra
 * company sells 5 Hand Sanitizers at 150.00 + 18% IGST to Bengaluru Health Mart (Karnataka),
 * 885.00, and takes 2 back with a credit note raised from the invoice's Return: 300.00 + IGST
 * 54.00 = 354.00.
 */
const stack = inject('e2eStack');
let browser: Browser;
let page: Page;
let api: SignedInUser['api'];
const errors: string[] = [];
const toast = (text: string) => toastOn(page)(text);

const SANITIZER = 'Hand Sanitizer 500 ml';
const noteNo = (serial: number) => voucherNumber('Credit Note', financialYearStart(), serial);

interface Invoice {
  _id: string;
  company_id: string;
  party_name_id: string;
  voucher_number: string;
  grand_total: number;
  igst: number;
}
let invoice: Invoice;
let noteId: string;

/** A card of the page, by its title. */
const card = (title: string) =>
  page
    .locator('[data-slot="card"]')
    .filter({ has: page.locator('[data-slot="card-title"]').getByText(title, { exact: true }) });
const returnBox = () => page.getByLabel(`Return quantity of ${SANITIZER}`);
const returnRow = () => page.getByRole('row', { name: new RegExp(SANITIZER) });

async function openInvoice() {
  await page.goto(`${stack.webUrl}/invoices/${invoice._id}`);
  await page.getByRole('heading', { name: `Invoice ${invoice.voucher_number}` }).waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  // A refused note (400) is logged by the browser as a failed resource: expected here, not an error.
  page = await desktopPage(browser, errors, (text) => !text.includes('Failed to load resource'));
  ({ api } = await signUpAndIn(page, stack, 'Meera'));
});
afterAll(() => browser.close());

describe('credit notes against a sale, in a real browser', () => {
  it('sells 5 Hand Sanitizers to Bengaluru Health Mart, inter-state: 750.00 + IGST 135.00 = 885.00', async () => {
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
    expect(invoice).toMatchObject({ grand_total: 885, igst: 135 });
  });

  it('returns 2 from the invoice page: the note form shows 300.00 + IGST 54.00 = 354.00, and creates it', async () => {
    await openInvoice();
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Return' }).click();
    await page.getByRole('heading', { name: 'Create Credit Note' }).waitFor();
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}`).toBe(`/invoices/create/credit-note?against=${invoice._id}`);
    await expect.poll(() => page.getByLabel('Note Number').inputValue()).toBe(noteNo(1));
    expect(await page.getByRole('combobox', { name: 'Customer' }).innerText()).toContain('Bengaluru Health Mart');
    expect(await page.getByRole('combobox', { name: 'Customer' }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Against Invoice').inputValue()).toBe(invoice.voucher_number);
    expect(await page.getByLabel('Invoice Value').inputValue()).toBe('₹885.00');
    await page.getByText('Inter-state supply to Karnataka: IGST').waitFor();
    expect((await cellTexts(returnRow())).slice(1)).toEqual([
      SANITIZER,
      '38089400',
      '₹150.00',
      '18%',
      '5 BTL',
      '—',
      '5 BTL',
      '',
      '—',
    ]);
    expect(await page.getByRole('button', { name: 'Create Credit Note' }).isDisabled()).toBe(true);

    await returnBox().fill('2');
    expect(await page.getByTestId('note-taxable-value').innerText()).toBe('₹300.00');
    expect(await page.getByTestId('note-igst').innerText()).toBe('₹54.00');
    expect(await page.getByTestId('note-round-off').innerText()).toBe('₹0.00');
    expect(await page.getByTestId('note-note-value').innerText()).toBe('₹354.00');
    await page.getByLabel('Narration').fill('2 bottles returned: leaking caps');
    await page.screenshot({ path: '/tmp/returns-note-form.png', fullPage: true });

    await page.getByRole('button', { name: 'Create Credit Note' }).click();
    await toast('🎉 Credit note created successfully!');
    await page.getByRole('heading', { name: `Credit Note ${noteNo(1)}` }).waitFor();
    noteId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    expect(page.url()).toBe(`${stack.webUrl}/invoices/${noteId}`);
    await page.getByText('Against Invoice', { exact: true }).waitFor();
    await page.getByText('Closed', { exact: true }).waitFor();
    const figures = await card('Note Summary').innerText();
    expect(figures).toContain('IGST\n₹54.00');
    expect(figures).toContain('Note Value\n₹354.00');
    await page.getByRole('link', { name: invoice.voucher_number }).waitFor();
    await page.screenshot({ path: '/tmp/returns-note.png', fullPage: true });
  });

  it('shows the invoice Part returned, with the note in its Credit Notes and the balance it leaves', async () => {
    await page.getByRole('link', { name: invoice.voucher_number }).click();
    await page.getByRole('heading', { name: `Invoice ${invoice.voucher_number}` }).waitFor();
    await page.getByText('Part returned', { exact: true }).waitFor();
    await page.getByText('Unpaid', { exact: true }).waitFor();
    const notes = page.getByRole('table', { name: 'Credit Notes' });
    expect(await cellTexts(notes.getByRole('row', { name: new RegExp(noteNo(1).replace(/\//g, '\\/')) }))).toEqual([
      noteNo(1),
      expect.stringMatching(/\d{4}$/),
      'Goods returned',
      '₹354.00',
    ]);
    expect(await cellTexts(notes.getByRole('row', { name: /Total credited/ }))).toEqual(['Total credited', '₹354.00']);
    const figures = await card('Invoice Summary').innerText();
    expect(figures).toContain('Credit Notes\n₹354.00');
    expect(figures).toContain('Balance Due\n₹531.00');
    expect((await cellTexts(page.getByRole('row', { name: new RegExp(SANITIZER) }))).slice(3, 5)).toEqual([
      '5 BTL',
      '2 BTL',
    ]);
    await page.screenshot({ path: '/tmp/returns-invoice.png', fullPage: true });
  });

  it('lists the note in the directory under Credit Note, against its invoice', async () => {
    await page.getByRole('link', { name: 'Invoices', exact: true }).click();
    await page.getByRole('heading', { name: 'Invoices Directory' }).waitFor();
    // The invoice's own row (the note's row names the invoice too).
    const sale = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: invoice.voucher_number, exact: true }) });
    await sale.getByText('Part returned').waitFor();
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Credit Note' }).click();
    await page.getByText('Showing 1-1 of 1 invoices').waitFor();
    const note = page.getByRole('row', { name: new RegExp(noteNo(1).replace(/\//g, '\\/')) });
    expect((await cellTexts(note)).slice(3, 8)).toEqual([
      'Bengaluru Health Mart\n\nGSTIN 29AAGCB7383J1Z4',
      'Credit Note',
      `${noteNo(1)}\n\nAgainst ${invoice.voucher_number}`,
      '',
      '₹354.00',
    ]);
    await note.getByRole('link', { name: noteNo(1) }).click();
    await page.getByRole('heading', { name: `Credit Note ${noteNo(1)}` }).waitFor();
  });

  it('refuses to return more than is left, at the row: on the form, and when another note took some meanwhile', async () => {
    await openInvoice();
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Return' }).click();
    await page.getByRole('heading', { name: 'Create Credit Note' }).waitFor();
    expect((await cellTexts(returnRow())).slice(5, 8)).toEqual(['5 BTL', '2 BTL', '3 BTL']);
    await returnBox().fill('4');
    await page.getByRole('button', { name: 'Create Credit Note' }).click();
    await returnRow().getByText(`Only 3 of ${SANITIZER} can still be returned`).waitFor();

    // Someone returns 1 more while this form is open: the server refuses 3, and says so at the row.
    await postInvoiceNote(1);
    await returnBox().fill('3');
    expect(
      await returnRow()
        .getByText(/can still be returned/)
        .count(),
    ).toBe(0);
    await page.getByRole('button', { name: 'Create Credit Note' }).click();
    await returnRow().getByText(`Only 2 of ${SANITIZER} can still be returned`).waitFor();
    await toast(`Only 2 of ${SANITIZER} can still be returned`);
    // The form reads the invoice again: 2 are left now.
    await expect.poll(async () => (await cellTexts(returnRow()))[7]).toBe('2 BTL');
    expect(errors).toEqual([]);
  });
});

/** A credit note returning `quantity` of the invoice's line, as another user's browser would send it. */
function postInvoiceNote(quantity: number) {
  return api(
    'POST',
    '/invoices/create/vouchar/tax',
    {
      company_id: invoice.company_id,
      voucher_type: 'Credit Note',
      date: indianToday(),
      party_name_id: invoice.party_name_id,
      original_voucher_id: invoice._id,
      items: [{ original_line: 0, quantity }],
    },
    { 'Idempotency-Key': randomUUID() },
  );
}
