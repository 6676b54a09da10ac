import { beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@app/shared/companies';
import type { Product } from '@app/shared/catalogue/product-docs';
import { indianDate } from '@app/shared/financial-year';
import type { MonthlyAnalytics } from '@app/shared/reports/analytics-docs';
import { addLedger } from '../../../test/books';
import { addProduct, companyOf, productBody } from '../../../test/catalogue';
import { api, dataOf } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';
import { INVOICES, invoiceBody, ledgerIdByName, postVoucher, transactionBody } from '../../../test/vouchers';

/**
 * The monthly chart is kept between changes of the stock (docs/decisions.md): whatever changes
 * what it shows must show at once, whether a voucher or a product's opening stock.
 */
describe('monthly analytics after the books change', () => {
  let user: TestUser;
  let company: Company;
  let customer: string;
  let product: Product;
  // April is the chart's first point.
  const thisMonth = (Number(indianDate().slice(5, 7)) + 8) % 12;

  const chartNow = async () => {
    const response = await api.get(`${INVOICES}/get/analytics/monthly?company_id=${company._id}`, user.idToken);
    expect(response.status).toBe(200);
    const chart = dataOf<MonthlyAnalytics>(response);
    return Object.fromEntries(chart.data.map((series) => [series.id, series.data[thisMonth]]));
  };

  beforeAll(async () => {
    user = await signUpUser();
    company = await companyOf(user, 'tax on');
    customer = (await addLedger(user, company._id, { name: 'Sharma Traders', tin: '27AAPFU0939F1ZV' }))._id;
    // 120 tablets at 1.75 opening.
    product = await addProduct(user, productBody(company._id));
  });

  it('shows a sale, a changed opening rate and a cancelled sale on the next view', async () => {
    expect(await chartNow()).toEqual({ sales: 0, purchase: 0, profit: 0 });

    // 10 at 5.00: sales 50.00, their cost 10 x 1.75 = 17.50.
    const sale = await postVoucher(
      user,
      invoiceBody(company._id, 'Sales', customer, [{ item_id: product._id, quantity: 10, rate: '5' }]),
    );
    expect(await chartNow()).toEqual({ sales: 50, purchase: 0, profit: 32.5 });

    // A receipt moves no stock: the chart stays as it was.
    const cash = await ledgerIdByName(user, company._id, 'Cash');
    await postVoucher(user, transactionBody(company._id, 'Receipt', customer, cash, 56));
    expect(await chartNow()).toEqual({ sales: 50, purchase: 0, profit: 32.5 });

    // The opening rate is now 2.00: the same sale cost 20.00.
    const edited = await api.put(
      `/api/v1/product/update/product/${product._id}`,
      user.idToken,
      productBody(company._id, { opening_rate: '2' }),
    );
    expect(edited.status).toBe(200);
    expect(await chartNow()).toEqual({ sales: 50, purchase: 0, profit: 30 });

    await api.delete(`${INVOICES}/delete/${sale._id}?company_id=${company._id}`, user.idToken);
    expect(await chartNow()).toEqual({ sales: 0, purchase: 0, profit: 0 });
  });

  it('shows a product added, re-stocked, re-priced or removed, one at a time or several at once', async () => {
    const syrup = await addProduct(
      user,
      productBody(company._id, {
        stock_item_name: 'Cough Syrup',
        unit: 'BTL',
        opening_balance: '100',
        opening_rate: '4',
      }),
    );
    expect(await chartNow()).toEqual({ sales: 0, purchase: 0, profit: 0 });

    // 10 at 6.00: sales 60.00, their cost 10 x 4.00 = 40.00.
    await postVoucher(
      user,
      invoiceBody(company._id, 'Sales', customer, [{ item_id: syrup._id, quantity: 10, rate: '6' }]),
    );
    expect(await chartNow()).toEqual({ sales: 60, purchase: 0, profit: 20 });

    // 50 at 5.00 to open with: the sale cost 50.00.
    const restocked = productBody(company._id, {
      stock_item_name: 'Cough Syrup',
      unit: 'BTL',
      opening_balance: '50',
      opening_rate: '5',
    });
    const put = (id: string, body: unknown) => api.put(`/api/v1/product/update/product/${id}`, user.idToken, body);
    expect((await put(syrup._id, restocked)).status).toBe(200);
    expect(await chartNow()).toEqual({ sales: 60, purchase: 0, profit: 10 });

    // Two products written before the next view: the syrup at 3.00 costs 30.00.
    expect((await put(syrup._id, { ...restocked, opening_rate: '3' })).status).toBe(200);
    expect((await put(product._id, productBody(company._id, { opening_rate: '1.5' }))).status).toBe(200);
    expect(await chartNow()).toEqual({ sales: 60, purchase: 0, profit: 30 });

    // Removed from the catalogue, the syrup leaves the chart as it leaves the yearly cards.
    const removed = await api.delete(
      `/api/v1/product/delete/product/${syrup._id}?company_id=${company._id}`,
      user.idToken,
    );
    expect(removed.status).toBe(200);
    expect(await chartNow()).toEqual({ sales: 0, purchase: 0, profit: 0 });
  });
});
