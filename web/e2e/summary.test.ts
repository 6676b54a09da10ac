import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { financialYearStart } from '@app/shared/financial-year';
import { launchBrowser } from './browser';
import {
  cellTexts,
  createCompany,
  desktopPage,
  indianToday,
  postInvoice,
  type SignedInUser,
  signUpAndIn,
  yearTag,
} from './kit';

/**
 * The Summary page (/summary, tax on) over two sales invoices dated today, in Maharashtra:
 *  - SI 1 to Sharma Traders (GSTIN 27AAGCS2288K1ZV): Dolo 650 10 @ 20.00 at 12% (taxable 200.00,
 *    CGST + SGST 24.00) and Vicks VapoRub 2 @ 100.00 at 18% (taxable 200.00, tax 36.00): 460.00.
 *  - SI 2 to Walk-in Gupta (no GSTIN): Dolo 650 5 @ 30.00 at 12% (taxable 150.00, tax 18.00): 168.00.
 * HSN 30049099 at 12%: 15 TBS, taxable 350.00, tax 42.00, value 392.00 in 2 invoices; HSN 33049990
 * at 18%: 2 PCS, taxable 200.00, tax 36.00, value 236.00. Grand Total 628.00, 550.00, 78.00.
 */
const stack = inject('e2eStack');
let browser: Browser;
let page: Page;
let user: SignedInUser;
let companyId = '';
const errors: string[] = [];

const FY_START = financialYearStart();
const FY_END = `${Number(FY_START.slice(0, 4)) + 1}-03-31`;
const first = `SI/${yearTag()}/0001`;
const second = `SI/${yearTag()}/0002`;
/** Today as the bill table shows it ('20 Apr 2026'). */
const today = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(
  new Date(indianToday()),
);

/** A row's cells with the line breaks inside a cell (a code and its badge) as spaces. */
const cells = async (name: RegExp) =>
  (await cellTexts(page.getByRole('row', { name }).first())).map((text) => text.replace(/\s+/g, ' '));
const card = (label: string) => page.getByRole('group', { name: label, exact: true });
const cardText = async (label: string) => (await card(label).innerText()).replace(/\s+/g, ' ');
const headers = async () =>
  (await page.locator('main table').first().locator('thead th').allInnerTexts()).map((text) => text.trim());

async function seed() {
  const product = (stock_item_name: string, unit: string, hsn_code: string, tax_rate: string) =>
    user.api<{ _id: string }>('POST', '/product/create/product', {
      company_id: companyId,
      stock_item_name,
      unit,
      opening_balance: '100',
      opening_rate: '10',
      hsn_code,
      nature_of_goods: 'Goods',
      taxability: 'Taxable',
      tax_rate,
    });
  const dolo = await product('Dolo 650', 'TBS', '30049099', '12');
  const vicks = await product('Vicks VapoRub', 'PCS', '33049990', '18');
  const customer = (name: string, tin?: string) =>
    user.api<{ _id: string }>('POST', '/ledger/create', {
      company_id: companyId,
      name,
      parent: 'Debtors',
      mailing_country: 'India',
      mailing_state: 'Maharashtra',
      ...(tin ? { tin } : {}),
    });
  const sharma = await customer('Sharma Traders', '27AAGCS2288K1ZV');
  const walkIn = await customer('Walk-in Gupta');
  const sale = (partyId: string, items: { item_id: string; quantity: number; rate: number; tax_rate: number }[]) =>
    postInvoice(user.api, { company_id: companyId, voucher_type: 'Sales', party_name_id: partyId, items }, true);
  await sale(sharma._id, [
    { item_id: dolo._id, quantity: 10, rate: 20, tax_rate: 12 },
    { item_id: vicks._id, quantity: 2, rate: 100, tax_rate: 18 },
  ]);
  await sale(walkIn._id, [{ item_id: dolo._id, quantity: 5, rate: 30, tax_rate: 12 }]);
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await desktopPage(browser, errors, () => true);
  user = await signUpAndIn(page, stack, 'Meera');
  await createCompany(page, 'Deshmukh Pharma', '27AAPFU0939F1ZV');
  const [company] = await user.api<{ _id: string }[]>('GET', '/user/company');
  companyId = company?._id ?? '';
  await seed();
});
afterAll(() => browser.close());

describe('the summary, in a real browser', () => {
  it('opens HSN-wise from the menu: the cards, a row per HSN code and rate, and the Grand Total', async () => {
    await page.getByRole('link', { name: 'Summary', exact: true }).click();
    await page.getByRole('heading', { name: 'Summary', level: 1 }).waitFor();
    expect(await page.getByLabel('Start Date').inputValue()).toBe(FY_START.split('-').reverse().join('/'));
    expect(await page.getByLabel('End Date').inputValue()).toBe(FY_END.split('-').reverse().join('/'));

    await expect.poll(() => cells(/^Grand Total/)).toEqual(['Grand Total', '17', '628.00', '550.00', '', '78.00']);
    expect(await cells(/30049099/)).toEqual([
      '',
      '1',
      '30049099 2 invoices',
      'Dolo 650',
      'TBS',
      '15',
      '392.00',
      '350.00',
      '12.00%',
      '42.00',
    ]);
    expect(await cells(/33049990/)).toEqual([
      '',
      '2',
      '33049990 1 invoice',
      'Vicks VapoRub',
      'PCS',
      '2',
      '236.00',
      '200.00',
      '18.00%',
      '36.00',
    ]);
    await page.getByText('Showing 1-2 of 2 items').waitFor();

    // Nothing was sold in the year before: every figure is new.
    await expect.poll(() => cardText('Total HSN/SAC Codes')).toBe('Total HSN/SAC Codes 2 new vs last period');
    expect(await cardText('Total Invoices')).toBe('Total Invoices 2 new vs last period');
    expect(await cardText('Total Customers')).toBe('Total Customers 2 new vs last period');
    expect(await cardText('Monthly Revenue')).toBe('Monthly Revenue ₹550.00 new vs last period');
    expect(await cardText('Tax Amount')).toBe('Tax Amount ₹78.00 new vs last period');
    expect(errors).toEqual([]);
  });

  it("opens a row to its invoices, each with that code's share, and Totals", async () => {
    await page.getByRole('cell', { name: 'Dolo 650' }).click();
    const details = page.getByRole('region', { name: 'Invoice Details' });
    await details.getByRole('row', { name: /^Totals/ }).waitFor();
    const row = async (number: string) =>
      (await cellTexts(details.getByRole('row', { name: new RegExp(number) }))).slice(1);
    expect(await row(first)).toEqual([
      'Sharma Traders',
      '27AAGCS2288K1ZV',
      'Sales',
      first,
      'TBS',
      '10',
      '224.00',
      '200.00',
      '24.00',
    ]);
    expect(await row(second)).toEqual(['Walk-in Gupta', '—', 'Sales', second, 'TBS', '5', '168.00', '150.00', '18.00']);
    expect(await cellTexts(details.getByRole('row', { name: /^Totals/ }))).toEqual([
      'Totals (2 invoices)',
      '15',
      '392.00',
      '350.00',
      '42.00',
    ]);
    expect((await cellTexts(details.getByRole('row', { name: new RegExp(first) })))[0]).toMatch(
      new RegExp(`^\\w{3}, ${today}$`),
    );
    await page.getByRole('button', { name: 'Invoices of HSN 30049099 at 12.00%' }).click();
    await expect.poll(() => details.count()).toBe(0);
  });

  it('downloads the HSN table as CSV: every row, header as the columns read', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`hsn-summary-${FY_START}-to-${FY_END}.csv`);
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    // The table's headers after its open/close column.
    expect(lines[0]).toBe((await headers()).slice(1).join(','));
    expect(lines[0]).toBe('Sr. No.,HSN Code,Product,Unit,Quantity,Total Value,Taxable Value,Tax Rate,Tax Amount');
    expect(lines.slice(1)).toEqual([
      '1,30049099,Dolo 650,TBS,15,392.00,350.00,12.00,42.00',
      '2,33049990,Vicks VapoRub,PCS,2,236.00,200.00,18.00,36.00',
      '',
    ]);
  });

  it("downloads this month's GSTR-1 as the portal's JSON, and a table as CSV", async () => {
    await page.getByRole('button', { name: 'GSTR-1' }).click();
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download JSON for the GST portal' }).click(),
    ]);
    const [year, month] = indianToday().split('-');
    expect(json.suggestedFilename()).toBe(`GSTR1_27AAPFU0939F1ZV_${month}${year}.json`);
    const gstr1 = JSON.parse(await readFile(await json.path(), 'utf8')) as {
      fp: string;
      b2b: { ctin: string; inv: { val: number; itms: { itm_det: object }[] }[] }[];
      b2cs: object[];
      hsn: { hsn_b2b: object[]; hsn_b2c: object[] };
    };
    expect(gstr1.fp).toBe(`${month}${year}`);
    expect(gstr1.b2b.map((party) => party.ctin)).toEqual(['27AAGCS2288K1ZV']);
    expect(gstr1.b2b[0]?.inv[0]?.val).toBe(460);
    expect(gstr1.b2b[0]?.inv[0]?.itms.map((item) => item.itm_det)).toEqual([
      { rt: 12, txval: 200, iamt: 0, camt: 12, samt: 12, csamt: 0 },
      { rt: 18, txval: 200, iamt: 0, camt: 18, samt: 18, csamt: 0 },
    ]);
    expect(gstr1.b2cs).toEqual([
      { rt: 12, txval: 150, iamt: 0, camt: 9, samt: 9, csamt: 0, sply_ty: 'INTRA', pos: '27', typ: 'OE' },
    ]);
    expect(gstr1.hsn.hsn_b2c).toEqual([
      expect.objectContaining({ hsn_sc: '30049099', qty: 5, rt: 12, txval: 150, camt: 9, samt: 9 }),
    ]);
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'B2B invoices' }).click(),
    ]);
    const lines = (await readFile(await csv.path(), 'utf8')).split('\r\n');
    expect(lines[0]).toContain('GSTIN/UIN of Recipient,Invoice Number,Invoice date,Invoice Value');
    expect(lines.filter(Boolean)).toHaveLength(3);
    await page.keyboard.press('Escape');
  });

  it('switches to Customer-wise: a row per customer, their invoices, and their CSV', async () => {
    await page.getByRole('tab', { name: 'Customer-wise' }).click();
    await expect.poll(() => cells(/^Grand Total/)).toEqual(['Grand Total', '17', '628.00', '550.00', '78.00']);
    expect(await cells(/Sharma Traders/)).toEqual([
      '',
      '1',
      'Sharma Traders 1 invoice',
      '27AAGCS2288K1ZV',
      '12',
      '460.00',
      '400.00',
      '60.00',
    ]);
    expect(await cells(/Walk-in Gupta/)).toEqual([
      '',
      '2',
      'Walk-in Gupta 1 invoice',
      '—',
      '5',
      '168.00',
      '150.00',
      '18.00',
    ]);

    await page.getByRole('button', { name: 'Invoices of Sharma Traders' }).click();
    const details = page.getByRole('region', { name: 'Invoices Detail' });
    const totals = details.getByRole('row', { name: /^Totals/ });
    await totals.waitFor();
    expect((await cellTexts(details.getByRole('row', { name: new RegExp(first) }))).slice(1)).toEqual([
      'Sales',
      first,
      '2',
      '12',
      '460.00',
      '400.00',
      '60.00',
    ]);
    expect(await cellTexts(totals)).toEqual(['Totals (1 invoice)', '2', '12', '460.00', '400.00', '60.00']);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`customer-summary-${FY_START}-to-${FY_END}.csv`);
    const lines = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.slice(0, 3)).toEqual([
      'Sr. No.,Customer Name,Customer TIN/GSTIN,Quantity,Total Value,Taxable Value,Tax Amount',
      '1,Sharma Traders,27AAGCS2288K1ZV,12,460.00,400.00,60.00',
      '2,Walk-in Gupta,,5,168.00,150.00,18.00',
    ]);

    // An invoice number opens the invoice.
    await details.getByRole('link', { name: first }).click();
    await page.waitForURL(/\/invoices\/[^/]+$/);
    await page.goBack();
    await page.getByRole('tab', { name: 'Customer-wise', selected: true }).waitFor();
  });

  it('switches to Bill-wise: each invoice, sorted by number both ways, and searched', async () => {
    await page.getByRole('tab', { name: 'Bill-wise' }).click();
    await expect.poll(() => cells(/^Grand Total/)).toEqual(['Grand Total', '628.00', '550.00', '78.00', '628.00']);
    expect(await cells(new RegExp(first))).toEqual([
      '1',
      first,
      today,
      'Sharma Traders',
      '27AAGCS2288K1ZV',
      'Sales',
      '460.00',
      '400.00',
      '60.00',
      '460.00',
    ]);
    await page.getByRole('button', { name: 'Invoice No.' }).click();
    await page.getByRole('button', { name: 'Invoice No.' }).click();
    const numbers = () => page.locator('main tbody tr td:nth-child(2)').allInnerTexts();
    await expect.poll(numbers).toEqual([second, first]);
    await page.getByRole('searchbox', { name: 'Search' }).fill('gupta');
    await expect.poll(numbers).toEqual([second]);
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect.poll(numbers).toEqual([first, second]);
    expect(page.url()).toBe(`${stack.webUrl}/summary?type=bill`);
  });

  it('shows an empty period with its own words and link', async () => {
    const tomorrow = new Date(Date.parse(`${indianToday()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Start Date').fill(tomorrow.split('-').reverse().join('/'));
    await page.getByRole('heading', { name: 'No Invoices found' }).waitFor();
    expect(await page.getByRole('link', { name: 'View All Invoices' }).getAttribute('href')).toBe('/invoices');
    expect(await page.getByRole('button', { name: 'Export CSV' }).isDisabled()).toBe(true);
    await page.getByRole('tab', { name: 'HSN-wise' }).click();
    await page.getByRole('heading', { name: 'No HSN/SAC Code found' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('is not offered to a company with tax off, and says why when opened anyway', async () => {
    await createCompany(page, 'Kulkarni Stores');
    await page.getByRole('link', { name: 'Reports', exact: true }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Summary', exact: true }).count()).toBe(0);
    await page.goto(`${stack.webUrl}/summary`);
    await page.getByRole('heading', { name: 'Summary needs tax (GST) on' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    expect(errors).toEqual([]);
  });
});
