import { beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@app/shared/companies';
import { financialYearStart, indianDate } from '@app/shared/financial-year';
import type { DailyAnalytics } from '@app/shared/reports/analytics-docs';
import { addLedger } from '../../../test/books';
import { addProduct, companyOf, productBody } from '../../../test/catalogue';
import { api, dataOf } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';
import { INVOICES, invoiceBody, postVoucher } from '../../../test/vouchers';

describe('daily analytics', () => {
  let user: TestUser;
  let company: Company;
  const today = indianDate();
  const [year = 0, month = 0, day = 0] = today.split('-').map(Number);
  const financialYear = Number(financialYearStart().slice(0, 4));

  const daily = async (query: string, token = user.idToken) =>
    api.get(`${INVOICES}/get/analytics/daily?company_id=${company._id}&${query}`, token);

  beforeAll(async () => {
    user = await signUpUser();
    company = await companyOf(user, 'tax on');
    const customer = await addLedger(user, company._id, { name: 'Sharma Traders', tin: '27AAPFU0939F1ZV' });
    const supplier = await addLedger(user, company._id, {
      name: 'Haryana Distributors',
      parent: 'Creditors',
      mailing_state: 'Haryana',
      tin: '06AABCO6063D1ZQ',
    });
    const tablets = await addProduct(user, productBody(company._id));
    // GST.md's oracle: 1000 x 100.00 at 18% is taxable 1,00,000.00 (the chart shows taxable values).
    await postVoucher(
      user,
      invoiceBody(company._id, 'Sales', customer._id, [
        { item_id: tablets._id, quantity: 1000, rate: '100', tax_rate: 18 },
      ]),
    );
    const cancelled = await postVoucher(
      user,
      invoiceBody(company._id, 'Sales', customer._id, [{ item_id: tablets._id, quantity: 1, rate: '999' }]),
    );
    await api.delete(`${INVOICES}/delete/${cancelled._id}?company_id=${company._id}`, user.idToken);
    await postVoucher(
      user,
      invoiceBody(company._id, 'Purchase', supplier._id, [{ item_id: tablets._id, quantity: 50, rate: '60.50' }]),
    );
  });

  it("puts the month's sales and purchases on their day, cancelled invoices left out", async () => {
    const response = await daily(`financial_year=${financialYear}&financial_month=${month}`);
    expect(response.status).toBe(200);
    const [chart] = dataOf<DailyAnalytics[]>(response);
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    expect(chart?.labels).toHaveLength(days);
    expect(chart?.labels[day - 1]).toMatch(new RegExp(` ${day}$`));
    expect([chart?.month, chart?.year, chart?.sales]).toEqual([month, year, 100000]);
    const [sales, purchases] = chart?.data ?? [];
    expect(sales?.data[day - 1]).toBe(100000);
    expect(purchases?.data[day - 1]).toBe(3025);
    expect(sales?.data.reduce((total, value) => total + value, 0)).toBe(100000);
  });

  it('shows a month without vouchers as zeros, and refuses a month out of range or a stranger', async () => {
    const otherMonth = month === 4 ? 5 : 4;
    const [quiet] = dataOf<DailyAnalytics[]>(
      await daily(`financial_year=${financialYear}&financial_month=${otherMonth}`),
    );
    expect(quiet?.sales).toBe(0);
    expect(quiet?.data.every((series) => series.data.every((value) => value === 0))).toBe(true);
    const bad = await daily(`financial_year=${financialYear}&financial_month=13`);
    expect([bad.status, bad.body.message]).toEqual([400, 'financial_month must be 1 to 12']);
    const stranger = await signUpUser();
    expect((await daily(`financial_year=${financialYear}&financial_month=${month}`, stranger.idToken)).status).toBe(
      404,
    );
  });
});
