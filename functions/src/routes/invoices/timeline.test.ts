import { beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@app/shared/companies';
import { financialYearStart } from '@app/shared/financial-year';
import type { MonthlyAnalytics, YearlyAnalytics } from '@app/shared/reports/analytics-docs';
import type { Timeline } from '@app/shared/reports/timeline-docs';
import { addLedger } from '../../../test/books';
import { addCategory, addProduct, companyOf, productBody } from '../../../test/catalogue';
import { api, dataOf } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';
import { INVOICES, invoiceBody, postVoucher } from '../../../test/vouchers';

describe('GET /invoices/get/timeline and the yearly and monthly analytics', () => {
  let user: TestUser;
  let company: Company;
  let syrupsId = '';
  const yearStart = financialYearStart();
  const yearEnd = `${Number(yearStart.slice(0, 4)) + 1}-03-31`;

  const timeline = async (query: string, token = user.idToken) =>
    api.get(`${INVOICES}/get/timeline?company_id=${company._id}&${query}`, token);

  beforeAll(async () => {
    user = await signUpUser();
    company = await companyOf(user, 'tax off');
    syrupsId = (await addCategory(user, company._id, 'Syrups'))._id;
    const customer = await addLedger(user, company._id, { name: 'Sharma Medical Hall' });
    const names = ['Amla Juice', 'Benadryl Syrup', 'Crocin 650', 'Dolo 650', 'Eno Sachet'];
    for (const [index, name] of names.entries()) {
      const product = await addProduct(
        user,
        productBody(company._id, {
          stock_item_name: name,
          opening_balance: '10',
          opening_rate: String(10 * (index + 1)),
          ...(name.includes('Syrup') ? { category_id: syrupsId } : {}),
        }),
      );
      await postVoucher(
        user,
        invoiceBody(company._id, 'Sales', customer._id, [{ item_id: product._id, quantity: 2, rate: '100' }]),
      );
    }
    await addProduct(user, productBody(company._id, { stock_item_name: 'Never Stocked', opening_balance: '0' }));
  });

  it('defaults to the running financial year, 30 rows, names descending, with totals over every item', async () => {
    const response = await timeline('');
    expect(response.status).toBe(200);
    const { docs, meta } = dataOf<Timeline>(response);
    expect(docs.map((row) => row.item)).toEqual([
      'Eno Sachet',
      'Dolo 650',
      'Crocin 650',
      'Benadryl Syrup',
      'Amla Juice',
    ]);
    expect(meta).toMatchObject({ page: 1, limit: 30, total: 5, start_date: yearStart, end_date: yearEnd });
    // Opening 10 each at 10, 20, 30, 40, 50: 1,500.00; 2 of each sold at 100.00 cost 2 x their rate.
    expect(meta).toMatchObject({ opening_val: 1500, outwards_val: 1000, gross_profit: 700, closing_val: 1200 });
    expect(meta.profit_percent).toBe(70);
    expect(docs[0]).toMatchObject({ unit: 'TBS', opening_qty: 10, outwards_qty: 2, closing_qty: 8, closing_rate: 50 });
  });

  it('searches, filters by category, sorts by a figure and pages, keeping the totals of all matches', async () => {
    const found = dataOf<Timeline>(await timeline('search=650'));
    expect(found.docs.map((row) => row.item)).toEqual(['Dolo 650', 'Crocin 650']);
    expect(found.meta).toMatchObject({ total: 2, opening_val: 700 });
    const syrups = dataOf<Timeline>(await timeline(`category=${syrupsId}`));
    expect(syrups.docs.map((row) => row.item)).toEqual(['Benadryl Syrup']);
    expect(syrups.meta).toMatchObject({ total: 1, opening_val: 200, outwards_val: 200, gross_profit: 160 });
    const page = dataOf<Timeline>(await timeline('sortField=closing_val&sortOrder=1&limit=2&page_no=2'));
    expect(page.docs.map((row) => row.item)).toEqual(['Crocin 650', 'Dolo 650']);
    expect(page.meta).toMatchObject({ page: 2, limit: 2, total: 5, closing_val: 1200 });
    expect(dataOf<Timeline>(await timeline('limit=500')).meta.limit).toBe(500);
  });

  it('gives the yearly cards and monthly chart the same totals as the timeline', async () => {
    const yearly = dataOf<YearlyAnalytics>(
      await api.get(`${INVOICES}/get/analytics?company_id=${company._id}`, user.idToken),
    );
    expect(yearly).toEqual({
      financial_year: Number(yearStart.slice(0, 4)),
      opening: 1500,
      purchase: 0,
      sales: 1000,
      current: 1200,
      profit: 700,
      profit_percent: 70,
    });
    const monthly = dataOf<MonthlyAnalytics>(
      await api.get(
        `${INVOICES}/get/analytics/monthly?company_id=${company._id}&financial_year=${yearly.financial_year}`,
        user.idToken,
      ),
    );
    expect(monthly.data.map((series) => series.id)).toEqual(['sales', 'purchase', 'profit']);
    expect(monthly.data.map((series) => series.data.reduce((a, b) => a + b, 0))).toEqual([1000, 0, 700]);
  });

  it('refuses bad periods and paging with a message, and answers 404 to a stranger', async () => {
    const refused = async (query: string) => {
      const response = await timeline(query);
      return [response.status, response.body.message];
    };
    expect(await refused('start_date=2026-02-30')).toEqual([400, 'start_date is not a date']);
    expect(await refused('start_date=2026-05-01&end_date=2026-04-01')).toEqual([
      400,
      'end_date must not be before start_date',
    ]);
    expect(await refused('limit=501')).toEqual([400, 'limit must be at most 500']);
    expect(await refused('sortField=price')).toEqual([
      400,
      'sortField must be one of: item, opening_val, inwards_val, outwards_val, gross_profit, closing_val',
    ]);
    const stranger = await signUpUser();
    expect((await timeline('', stranger.idToken)).status).toBe(404);
    expect((await api.get(`${INVOICES}/get/analytics?company_id=${company._id}`, stranger.idToken)).status).toBe(404);
  });
});
