import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { voucherInputSchema, type VoucherPayload } from '@app/shared/books/voucher-input';
import type { Company } from '@app/shared/companies';
import type { YearlyAnalytics } from '@app/shared/reports/analytics-docs';
import { addLedger } from '../../../test/books';
import { addProduct, productBody } from '../../../test/catalogue';
import { api, companyInput, dataOf } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';
import { INVOICES, invoiceBody } from '../../../test/vouchers';
import { createVoucher, updateVoucher } from '#lib/books/posting';
import type { VoucherRecord } from '#lib/books/voucher-record';
import { dailyAnalytics, yearlyAnalytics } from './analytics';
import { monthlyAnalytics } from './monthly-chart';

/**
 * Issue 19: the Reports page for any year the books hold. Books from 1 April 2025; Widget opens
 * with 10 @ 100.00 (1,000.00).
 * - FY 2025-26 (clock on 20 March 2026): 10 bought @ 120.00 on 10 May, 8 sold @ 200.00 on 15
 *   September. Average (1,000 + 1,200) / 20 = 110.00: the 8 cost 880.00, profit 720.00 (45%), the 12
 *   left are worth 1,320.00.
 * - FY 2026-27 (clock on 20 June 2026): opens with those 12 worth 1,320.00; 5 bought @ 150.00 on 5
 *   May, 6 sold @ 250.00 on 10 June. Average 2,070 / 17: the 11 left are worth 1,339.41, the 6 cost
 *   730.59, profit 769.41 (51.29%).
 */
describe('reports of a past financial year', () => {
  let user: TestUser;
  let company: Company;
  let septemberSale: VoucherRecord;
  let payload: (type: 'Sales' | 'Purchase', date: string, quantity: number, rate: string) => VoucherPayload;

  const post = async (body: VoucherPayload) =>
    (await createVoucher(voucherInputSchema.parse(body), user.sub, randomUUID())).voucher;
  const seriesOf = async (financialYear: number) => {
    const chart = await monthlyAnalytics(company._id, financialYear);
    const [sales, purchases, profit] = chart.data.map((series) => series.data);
    return { total: chart.sales, sales, purchases, profit };
  };
  const months = (values: Record<number, number>) => Array.from({ length: 12 }, (_, index) => values[index] ?? 0);

  beforeAll(async () => {
    user = await signUpUser();
    const books = { financial_year_start: '2025-04-01', books_begin_from: '2025-04-01' };
    company = dataOf<Company>(
      await api.post('/api/v1/user/create/company', user.idToken, companyInput({ ...books, tin: '27AAPFU0939F1ZV' })),
    );
    const customer = (await addLedger(user, company._id, { name: 'Sharma Traders', tin: '27AAPFU0939F1ZV' }))._id;
    const supplier = (
      await addLedger(user, company._id, { name: 'Cipla Distributors', parent: 'Creditors', tin: '27AAGCS2288K1ZV' })
    )._id;
    const widget = (
      await addProduct(
        user,
        productBody(company._id, {
          stock_item_name: 'Widget',
          unit: 'PCS',
          opening_balance: '10',
          opening_rate: '100',
        }),
      )
    )._id;
    payload = (type, date, quantity, rate) =>
      invoiceBody(company._id, type, type === 'Sales' ? customer : supplier, [{ item_id: widget, quantity, rate }], {
        date,
      });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-20T06:30:00Z'));
    await post(payload('Purchase', '2025-05-10', 10, '120'));
    septemberSale = await post(payload('Sales', '2025-09-15', 8, '200'));
    // Seen while FY 2025-26 runs, so the kept chart of that year predates the next year's books.
    expect((await seriesOf(2025)).sales).toEqual(months({ 5: 1600 }));

    vi.setSystemTime(new Date('2026-06-20T06:30:00Z'));
    await post(payload('Purchase', '2026-05-05', 5, '150'));
    await post(payload('Sales', '2026-06-10', 6, '250'));
  });

  afterAll(() => {
    vi.useRealTimers();
  });

  it('gives each year its own cards: the past year closes where the next one opens', async () => {
    expect(await yearlyAnalytics(company._id, 2025)).toEqual({
      financial_year: 2025,
      opening: 1000,
      purchase: 1200,
      sales: 1600,
      current: 1320,
      profit: 720,
      profit_percent: 45,
    });
    expect(await yearlyAnalytics(company._id, 2026)).toEqual({
      financial_year: 2026,
      opening: 1320,
      purchase: 750,
      sales: 1500,
      current: 1339.41,
      profit: 769.41,
      profit_percent: 51.29,
    });
  });

  it("draws each year's months and days, the past year's kept chart untouched by the next year's books", async () => {
    expect(await seriesOf(2025)).toEqual({
      total: 1600,
      sales: months({ 5: 1600 }),
      purchases: months({ 1: 1200 }),
      profit: months({ 5: 720 }),
    });
    expect(await seriesOf(2026)).toEqual({
      total: 1500,
      sales: months({ 2: 1500 }),
      purchases: months({ 1: 750 }),
      profit: months({ 2: 769.41 }),
    });
    const september = await dailyAnalytics(company._id, 2025, 9);
    expect([september.year, september.sales, september.labels[14], september.data[0]?.data[14]]).toEqual([
      2025,
      1600,
      'Sep 15',
      1600,
    ]);
    const june = await dailyAnalytics(company._id, 2026, 6);
    expect([june.year, june.sales, june.data[0]?.data[9]]).toEqual([2026, 1500, 1500]);
  });

  // Last: it edits a voucher. An old invoice's quantities may still be corrected after its year.
  it('restates a past year corrected after it closed, and the opening of the year after', async () => {
    // 7 sold in September instead of 8: 7 cost 770.00, profit 630.00; 13 left worth 1,430.00. The
    // next year opens with them: (1,430 + 750) / 18, so the 12 left are worth 1,453.33 and the 6
    // sold cost 726.67, profit 773.33.
    await updateVoucher(
      septemberSale,
      voucherInputSchema.parse({ ...payload('Sales', '2025-09-15', 7, '200'), version: septemberSale.version }),
      user.sub,
    );
    expect(await yearlyAnalytics(company._id, 2025)).toMatchObject({ sales: 1400, profit: 630, current: 1430 });
    expect(await seriesOf(2025)).toMatchObject({ sales: months({ 5: 1400 }), profit: months({ 5: 630 }) });
    expect(await yearlyAnalytics(company._id, 2026)).toMatchObject({ opening: 1430, current: 1453.33, profit: 773.33 });
    expect((await seriesOf(2026)).profit).toEqual(months({ 2: 773.33 }));
  });

  it('serves a past year over HTTP, as the Reports page asks for it', async () => {
    const yearly = (year: number) =>
      api.get(`${INVOICES}/get/analytics?company_id=${company._id}&financial_year=${year}`, user.idToken);
    expect(dataOf<YearlyAnalytics>(await yearly(2025))).toMatchObject({ opening: 1000, sales: 1400 });
    expect(dataOf<YearlyAnalytics>(await yearly(2026))).toMatchObject({ opening: 1430, sales: 1500 });
  });
});
