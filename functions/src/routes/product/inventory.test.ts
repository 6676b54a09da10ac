import { beforeAll, describe, expect, it } from 'vitest';
import type { InventoryItems, InventoryStats } from '@app/shared/catalogue/inventory-docs';
import type { Company } from '@app/shared/companies';
import { indianDate } from '@app/shared/financial-year';
import { addLedger } from '../../../test/books';
import { addProduct, companyOf, productBody } from '../../../test/catalogue';
import { api, dataOf } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';
import { invoiceBody, postVoucher } from '../../../test/vouchers';

const INVENTORY = '/api/v1/product/view/inventory';

describe('inventory stats and items', () => {
  let user: TestUser;
  let company: Company;

  const items = async (query: string) => {
    const response = await api.get(`${INVENTORY}/items?company_id=${company._id}&${query}`, user.idToken);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return dataOf<InventoryItems>(response);
  };
  const names = async (query: string) => (await items(query)).docs.map((item) => item.stock_item_name);

  beforeAll(async () => {
    user = await signUpUser();
    company = await companyOf(user, 'tax off');
    const customer = await addLedger(user, company._id, { name: 'Sharma Medical Hall' });
    const supplier = await addLedger(user, company._id, { name: 'Cipla Distributors', parent: 'Creditors' });
    const product = (name: string, opening: string, alert?: string) =>
      addProduct(
        user,
        productBody(company._id, {
          stock_item_name: name,
          unit: 'PCS',
          opening_balance: opening,
          opening_rate: '10',
          low_stock_alert: alert,
          hsn_code: undefined,
          nature_of_goods: undefined,
          taxability: undefined,
          tax_rate: undefined,
        }),
      );
    await product('Antiseptic Liquid', '10', '5');
    await product('Bandage Roll', '3', '5');
    await product('Cotton Pack', '0');
    const drops = await product('Eye Drops', '2');
    const syrup = await product('Cough Syrup', '20');
    await postVoucher(
      user,
      invoiceBody(company._id, 'Sales', customer._id, [{ item_id: drops._id, quantity: 5, rate: '95' }]),
    );
    await postVoucher(
      user,
      invoiceBody(company._id, 'Purchase', supplier._id, [{ item_id: syrup._id, quantity: 5, rate: '60' }]),
    );
  });

  it('counts products per stock status, with the sales and purchase values', async () => {
    const response = await api.get(`${INVENTORY}/stats?company_id=${company._id}`, user.idToken);
    expect(dataOf<InventoryStats>(response)).toEqual({
      negative_stock: 1,
      zero_stock: 1,
      low_stock: 1,
      positive_stock: 2,
      sale_value: 475,
      purchase_value: 300,
    });
  });

  it('lists each tab: zero takes negative stock too, low, available', async () => {
    expect(await names('stock_status=zero&sortField=stock_item_name')).toEqual(['Cotton Pack', 'Eye Drops']);
    expect(await names('stock_status=low')).toEqual(['Bandage Roll']);
    expect(await names('stock_status=positive&sortField=stock_item_name')).toEqual([
      'Antiseptic Liquid',
      'Cough Syrup',
    ]);
    expect(await names('stock_status=all')).toHaveLength(5);
    expect(await names('search=syrup')).toEqual(['Cough Syrup']);
  });

  it('sorts by current stock and by last restock date, and shows the averages', async () => {
    expect(await names('sortField=current_stock&sortOrder=-1')).toEqual([
      'Cough Syrup',
      'Antiseptic Liquid',
      'Bandage Roll',
      'Cotton Pack',
      'Eye Drops',
    ]);
    const byRestock = await items('sortField=last_restock_date&sortOrder=-1&limit=5');
    expect(byRestock.docs[0]).toMatchObject({
      stock_item_name: 'Cough Syrup',
      current_stock: 25,
      last_restock_date: indianDate(),
      avg_purchase_rate: 60,
      stock_status: 'positive',
    });
    expect(byRestock.docs.slice(1).map((item) => item.last_restock_date)).toEqual([null, null, null, null]);
    expect(byRestock.meta).toEqual({ page: 1, limit: 5, total: 5 });
  });

  it("refuses an unknown tab, and another user's company", async () => {
    const bad = await api.get(`${INVENTORY}/items?company_id=${company._id}&stock_status=empty`, user.idToken);
    expect([bad.status, bad.body.message]).toEqual([
      400,
      'stock_status must be one of: all, zero, negative, low, positive',
    ]);
    const stranger = await signUpUser();
    for (const path of [`${INVENTORY}/items`, `${INVENTORY}/stats`]) {
      expect((await api.get(`${path}?company_id=${company._id}`, stranger.idToken)).status).toBe(404);
    }
  });
});
