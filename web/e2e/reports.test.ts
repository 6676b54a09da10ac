import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { createCompany, desktopPage, indianToday, postInvoice, type SignedInUser, signUpAndIn } from './kit';

/**
 * Spec 7: the Reports and Analytics page (/reports) over books the API wrote today: 10 tablets in
 * stock at ₹10, 5 bought at ₹20, 3 sold at ₹50. Opening value ₹100, purchases ₹100, sales ₹150;
 * the year's average rate is (100 + 100) / (10 + 5) = ₹13.33, so the 3 sold cost ₹40 and the
 * profit is ₹110 (73.33% of sales); the 12 left are worth ₹160.
 */
const stack = inject('e2eStack');
let browser: Browser;
let page: Page;
let user: SignedInUser;
let companyId = '';
const errors: string[] = [];

const [year, month] = indianToday().split('-').map(Number) as [number, number];
const financialYear = month >= 4 ? year : year - 1;
const monthName = (m: number) =>
  new Intl.DateTimeFormat('en-IN', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, m - 1, 1)));
const shortMonth = (m: number) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, m - 1, 1)));

const yearPicker = () => page.getByRole('combobox', { name: 'Financial year' });
const fyLabel = (year: number) => `FY: ${year} - ${year + 1}`;
const card = (label: string) => page.getByRole('group', { name: label, exact: true });
const cardText = async (label: string) => (await card(label).innerText()).replace(/\n+/g, '\n');
const chart = (title: string) => page.getByRole('region', { name: title });
const totalSales = (title: string) => chart(title).getByRole('group', { name: 'Total Sales' });
const legend = (title: string) => chart(title).locator('.apexcharts-legend-text').allInnerTexts();
/** The x axis's labels as drawn (without their hover titles); the daily chart leaves every second one empty. */
const xLabels = (title: string) =>
  chart(title)
    .locator('.apexcharts-xaxis-label')
    .evaluateAll((labels) => labels.map((label) => label.querySelector('tspan')?.textContent ?? ''));

async function seed(companyId: string) {
  const product = await user.api<{ _id: string }>('POST', '/product/create/product', {
    company_id: companyId,
    stock_item_name: 'Paracetamol 500 mg',
    unit: 'PCS',
    opening_balance: '10',
    opening_rate: '10',
  });
  const party = (name: string, parent: 'Debtors' | 'Creditors') =>
    user.api<{ _id: string }>('POST', '/ledger/create', { company_id: companyId, name, parent });
  const customer = await party('Sharma Medical Hall', 'Debtors');
  const supplier = await party('Cipla Distributors', 'Creditors');
  const invoice = (voucher_type: 'Sales' | 'Purchase', partyId: string, quantity: number, rate: number) =>
    postInvoice(user.api, {
      company_id: companyId,
      voucher_type,
      party_name_id: partyId,
      items: [{ item_id: product._id, quantity, rate }],
      ...(voucher_type === 'Purchase' ? { voucher_number: 'B-2201' } : {}),
    });
  await invoice('Purchase', supplier._id, 5, 20);
  await invoice('Sales', customer._id, 3, 50);
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await desktopPage(browser, errors, () => true);
  user = await signUpAndIn(page, stack, 'Farhan');
  await createCompany(page, 'Qureshi Pharma');
  const [company] = await user.api<{ _id: string }[]>('GET', '/user/company');
  companyId = company?._id ?? '';
  await seed(companyId);
});
afterAll(() => browser.close());

describe('reports and analytics, in a real browser', () => {
  it('opens from the menu and shows the year in five cards, in whole rupees', async () => {
    await page.getByRole('link', { name: 'Reports', exact: true }).click();
    await page.getByRole('heading', { name: 'Reports and Analytics', level: 1 }).waitFor();
    await card('Opening Value (Yearly)').getByText('₹100', { exact: true }).waitFor();
    expect(await cardText('Opening Value (Yearly)')).toBe('Opening Value (Yearly)\n₹100');
    expect(await cardText('Net Purchases (Yearly)')).toBe('Net Purchases (Yearly)\n₹100');
    expect(await cardText('Net Sales (Yearly)')).toBe('Net Sales (Yearly)\n₹150');
    expect(await cardText('Net Profit (Yearly)')).toBe('Net Profit (Yearly)\n₹110\n73.33% of sales');
    expect(await cardText('Current Remaining')).toBe('Current Remaining\n₹160');
  });

  it('draws the daily chart for this month: sales as an area, purchases as a line, every second day named', async () => {
    const daily = 'Daily Financial Overview';
    await chart(daily)
      .getByText(`${monthName(month)} ${year}`, { exact: true })
      .waitFor();
    await totalSales(daily).getByText('₹150', { exact: true }).waitFor();
    await chart(daily).locator('svg.apexcharts-svg').waitFor();
    expect(await legend(daily)).toEqual(['Sales', 'Purchases']);
    expect(await chart(daily).locator('.apexcharts-area-series .apexcharts-area').count()).toBeGreaterThan(0);
    expect(await chart(daily).locator('.apexcharts-line-series .apexcharts-line').count()).toBeGreaterThan(0);

    const labels = await xLabels(daily);
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    expect(labels).toHaveLength(days);
    expect(labels.slice(0, 4)).toEqual([`${shortMonth(month)} 1`, '', `${shortMonth(month)} 3`, '']);

    expect(await page.getByRole('combobox', { name: 'Month' }).innerText()).toBe(monthName(month));
    // Books that began this year: the picker offers this year alone.
    expect(await yearPicker().innerText()).toBe(fyLabel(financialYear));
  });

  it('draws the monthly chart: the financial year, April to March, with sales, purchases and profit', async () => {
    const monthly = 'Monthly Financial Overview';
    await chart(monthly).getByText(`FY ${financialYear}`, { exact: true }).waitFor();
    await totalSales(monthly).getByText('₹150', { exact: true }).waitFor();
    await chart(monthly).locator('svg.apexcharts-svg').waitFor();
    expect(await legend(monthly)).toEqual(['Sales', 'Purchases', 'Profit']);
    expect(await chart(monthly).locator('.apexcharts-line-series .apexcharts-line').count()).toBe(3);
    const labels = await xLabels(monthly);
    expect(labels).toEqual(['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar']);
    expect(await chart(monthly).locator('svg.apexcharts-svg').getAttribute('height')).toBe('280');
  });

  it('offers the months April to March, and shows ₹0 for a month without sales', async () => {
    await page.getByRole('combobox', { name: 'Month' }).click();
    const months = (await page.getByRole('option').allInnerTexts()).map((text) => text.trim());
    expect(months).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3].map(monthName));
    // Any other month of the year: the books were written today.
    const other = month === 4 ? 5 : 4;
    await page.getByRole('option', { name: monthName(other) }).click();
    const daily = 'Daily Financial Overview';
    await chart(daily)
      .getByText(`${monthName(other)} ${financialYear}`, { exact: true })
      .waitFor();
    await totalSales(daily).getByText('₹0', { exact: true }).waitFor();
    expect(page.url()).toBe(`${stack.webUrl}/reports?month=${other}`);
    await expect.poll(() => xLabels(daily).then((labels) => labels[0])).toBe(`${shortMonth(other)} 1`);
    // The year's figures do not move with the month.
    expect(await cardText('Net Sales (Yearly)')).toBe('Net Sales (Yearly)\n₹150');
  });

  it('reports last year once the books begin in it: its cards, months and days, kept in the URL', async () => {
    // The company's books now begin on 1 April of last year (the drawer's 'Books beginning from').
    const lastYear = financialYear - 1;
    await user.api('PUT', `/user/update/company/${companyId}`, {
      name: 'Qureshi Pharma',
      country: 'India',
      state: 'Maharashtra',
      financial_year_start: `${lastYear}-04-01`,
      books_begin_from: `${lastYear}-04-01`,
    });
    await page.reload();
    await card('Net Sales (Yearly)').getByText('₹150', { exact: true }).waitFor();
    await yearPicker().click();
    // The page opens from the company as last read and reads it again behind: the new year comes then.
    await page.getByRole('option', { name: fyLabel(lastYear) }).waitFor();
    const years = (await page.getByRole('option').allInnerTexts()).map((text) => text.trim());
    expect(years).toEqual([fyLabel(financialYear), fyLabel(lastYear)]);
    await page.getByRole('option', { name: fyLabel(lastYear) }).click();

    // Last year held only the opening stock: 10 tablets at ₹10, still there when it closed.
    await card('Net Sales (Yearly)').getByText('₹0', { exact: true }).waitFor();
    expect(await cardText('Opening Value (Yearly)')).toBe('Opening Value (Yearly)\n₹100');
    expect(await cardText('Net Purchases (Yearly)')).toBe('Net Purchases (Yearly)\n₹0');
    expect(await cardText('Current Remaining')).toBe(`Current Remaining\n₹100\non 31/03/${financialYear}`);
    const other = month === 4 ? 5 : 4;
    const url = new URL(page.url());
    expect([url.pathname, url.searchParams.get('year'), url.searchParams.get('month')]).toEqual([
      '/reports',
      String(lastYear),
      String(other),
    ]);
    await chart('Daily Financial Overview')
      .getByText(`${monthName(other)} ${lastYear}`, { exact: true })
      .waitFor();
    await chart('Monthly Financial Overview').getByText(`FY ${lastYear}`, { exact: true }).waitFor();
    await totalSales('Monthly Financial Overview').getByText('₹0', { exact: true }).waitFor();

    // The link keeps the year: opened again, the page shows last year.
    await page.reload();
    await card('Current Remaining').getByText(`on 31/03/${financialYear}`).waitFor();
    expect(await yearPicker().innerText()).toBe(fyLabel(lastYear));
    await yearPicker().click();
    await page.getByRole('option', { name: fyLabel(financialYear) }).click();
    await card('Net Sales (Yearly)').getByText('₹150', { exact: true }).waitFor();
    await totalSales('Monthly Financial Overview').getByText('₹150', { exact: true }).waitFor();
  });

  it('redraws the charts in the dark theme', async () => {
    const legendColour = () =>
      chart('Monthly Financial Overview')
        .locator('.apexcharts-legend-text')
        .first()
        .evaluate((text) => getComputedStyle(text).color);
    const light = await legendColour();
    await page.locator('header').getByRole('button', { name: 'Colour mode' }).click();
    await page.getByRole('menuitemradio', { name: /Dark/ }).click();
    await expect.poll(legendColour).not.toBe(light);
    expect(errors).toEqual([]);
  });
});
