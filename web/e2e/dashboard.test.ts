import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { financialYearStart } from '@app/shared/financial-year';
import { launchBrowser } from './browser';
import {
  createCompany,
  desktopPage,
  freshPage,
  indianToday,
  postInvoice,
  signInAt,
  signUpAndIn,
  toastOn,
  type SignedInUser,
} from './kit';

/**
 * Issue 19 in a real browser. A Maharashtra chemist sells 10 tablets strips at 100.00 + 12% GST
 * (CGST+SGST) = 1,120.00 some 45 days ago (never before 1 April), due today, and 5 today, 560.00,
 * due in a month: the dashboard shows 1,680.00 receivable, aged by invoice date; Record Payment on
 * the older one settles it with a cash receipt, the invoice reads PAID and 560.00 is left. An
 * invoice cannot be entered overdue (spec: the due date is not before today), so the overdue side
 * is read on the demo pharmacy, whose books run from 1 April.
 */
const stack = inject('e2eStack');
let browser: Browser;
let page: Page;
let api: SignedInUser['api'];
const errors: string[] = [];

const DAY_MS = 86_400_000;
const today = indianToday();
const daysFrom = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** The older sale's age in days: 45, or less early in the year. */
const age = Math.min(45, (Date.parse(today) - Date.parse(financialYearStart())) / DAY_MS);
const olderBucket = age <= 30 ? '0-30' : '31-60';
let older: { _id: string; voucher_number: string; grand_total: number };

/** The dashboard as opened afresh (the invoices here are posted through the API, not the forms). */
async function openDashboard() {
  await page.goto(`${stack.webUrl}/`);
  await page.getByRole('heading', { level: 2, name: 'Joshi Chemists' }).waitFor();
}

/** The Receivables card's total, which leads to the debtors. */
const receivablesTotal = (amount: string) =>
  page
    .locator('[data-slot="card"]', { has: page.getByText('Receivables', { exact: true }) })
    .getByRole('link', { name: amount, exact: true });

beforeAll(async () => {
  browser = await launchBrowser();
  page = await desktopPage(browser, errors);
  ({ api } = await signUpAndIn(page, stack, 'Kavita'));
});
afterAll(() => browser.close());

describe('the dashboard and Record Payment, in a real browser', () => {
  it('sells 1,120.00 of 45 days ago, due today, and 560.00 of today, due in a month', async () => {
    await createCompany(page, 'Joshi Chemists', '27AAPFU0939F1ZV');
    const [company] = await api<{ _id: string }[]>('GET', '/user/company');
    if (!company) throw new Error('no company');
    const product = await api<{ _id: string }>('POST', '/product/create/product', {
      company_id: company._id,
      stock_item_name: 'Cetirizine 10 mg',
      unit: 'TBS',
      hsn_code: '30049099',
      tax_rate: '12',
      nature_of_goods: 'Goods',
      taxability: 'Taxable',
      opening_balance: '100',
      opening_rate: '60',
    });
    const customer = await api<{ _id: string }>('POST', '/ledger/create', {
      company_id: company._id,
      name: 'Nashik Health Clinic',
      parent: 'Debtors',
      mailing_country: 'India',
      mailing_state: 'Maharashtra',
    });
    const sale = (quantity: number, date: string, dueDate: string) =>
      postInvoice<{ _id: string; voucher_number: string; grand_total: number }>(
        api,
        {
          company_id: company._id,
          voucher_type: 'Sales',
          party_name_id: customer._id,
          items: [{ item_id: product._id, quantity, rate: '100' }],
          date,
          due_date: dueDate,
        },
        true,
      );
    older = await sale(10, daysFrom(today, -age), today);
    const current = await sale(5, today, daysFrom(today, 30));
    expect([older, current].map((invoice) => invoice.grand_total)).toEqual([1120, 560]);
  });

  it('shows what is owed, aged by invoice date, and nothing overdue yet', async () => {
    await openDashboard();
    await receivablesTotal('₹1,680.00').waitFor();
    const ageing = olderBucket === '31-60' ? ['₹560.00 in 1', '₹1,120.00 in 1'] : ['₹1,680.00 in 2', '₹0.00 in 0'];
    await page.getByRole('link', { name: `Receivables 0-30 days: ${ageing[0]} invoices` }).waitFor();
    await page.getByRole('link', { name: `Receivables 31-60 days: ${ageing[1]} invoices` }).waitFor();
    await page.getByText('Nothing overdue.', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Receivables 31-60 days', exact: false }).click();
    await page.getByRole('heading', { name: 'Invoices Directory' }).waitFor();
    expect(new URL(page.url()).searchParams.get('status')).toBe('open');
  });

  it('opens the older invoice, records its payment in cash, and the invoice reads PAID', async () => {
    await page.goto(`${stack.webUrl}/invoices/${older._id}`);
    await page.getByRole('heading', { name: `Invoice ${older.voucher_number}` }).waitFor();
    await page.getByText('PENDING', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Record Payment' }).click();
    await page.getByRole('heading', { name: 'Receipt Entry' }).waitFor();
    expect(new URL(page.url()).search).toBe(`?invoice=${older._id}`);
    await page.getByRole('combobox', { name: 'Receive From' }).getByText('Nashik Health Clinic').waitFor();
    await expect.poll(() => page.getByLabel(`Settle ${older.voucher_number}`).inputValue()).toBe('1120');
    await page.getByText('This receipt will be recorded for ₹1,120.00').waitFor();
    await page.getByRole('button', { name: 'Submit Receipt' }).click();
    await toastOn(page)('Receipt added successfully!');
    await page.getByRole('heading', { name: `Invoice ${older.voucher_number}` }).waitFor();
    await page.getByText('PAID', { exact: true }).waitFor();
  });

  it('leaves the dashboard with 560.00 receivable, all of it 0-30 days', async () => {
    await openDashboard();
    await receivablesTotal('₹560.00').waitFor();
    await page.getByRole('link', { name: 'Receivables 0-30 days: ₹560.00 in 1 invoices' }).waitFor();
    await page.getByRole('link', { name: 'Receivables 31-60 days: ₹0.00 in 0 invoices' }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe("the demo pharmacy's dashboard, in a real browser", () => {
  it('lists the oldest overdue invoices; one opens OVERDUE, and View all lists them under the Overdue filter', async () => {
    const demo = stack.demo;
    if (!demo) throw new Error('the e2e stack seeds the demo account');
    const { page: demoPage, close } = await freshPage(browser);
    await signInAt(demoPage, stack.webUrl, '/login', demo.email, demo.password);
    await demoPage.getByRole('heading', { level: 2, name: 'Verma Medical Stores' }).waitFor();
    const overdue = demoPage.getByRole('list', { name: 'Overdue invoices' });
    await overdue.getByRole('listitem').first().waitFor();
    const rows = await overdue.getByRole('listitem').allInnerTexts();
    expect(rows).toHaveLength(5);
    for (const row of rows)
      expect(row).toMatch(/ · due \d{1,2} \w{3,4} \d{4}[\s\S]*₹[\d,]+\.\d{2}\s+\d+ days? overdue$/);
    const viewAll = demoPage.getByRole('link', { name: /^View all \d+$/ }).first();
    const count = Number((await viewAll.innerText()).replace('View all ', ''));
    await overdue.getByRole('link').first().click();
    await demoPage.getByText('OVERDUE', { exact: true }).waitFor();
    await demoPage.goBack();
    await demoPage
      .getByRole('link', { name: /^View all \d+$/ })
      .first()
      .click();
    await demoPage.getByRole('heading', { name: 'Invoices Directory' }).waitFor();
    expect(new URL(demoPage.url()).searchParams.get('status')).toBe('overdue');
    await demoPage.getByLabel(`${count} invoices`, { exact: true }).waitFor();
    await close();
  });
});
