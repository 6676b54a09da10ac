import { beforeAll, describe, expect, it } from 'vitest';
import type { Ledger } from '@app/shared/books/ledger-docs';
import type { Company } from '@app/shared/companies';
import type { Product } from '@app/shared/catalogue/product-docs';
import type { Notification } from '@app/shared/notifications';
import { addLedger } from '../../../test/books';
import { addProduct, companyOf, productBody } from '../../../test/catalogue';
import { api, dataOf } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';
import { INVOICES, invoiceBody, postVoucher } from '../../../test/vouchers';

describe('low-stock notices', () => {
  let user: TestUser;
  let company: Company;
  let customer: Ledger;
  let supplier: Ledger;
  let syrup: Product;

  const lowStockNotices = async () =>
    dataOf<{ docs: Notification[] }>(await api.get('/api/v1/user/notifications?limit=50', user.idToken)).docs.filter(
      (notice) => notice.title === 'Low stock',
    );
  const sell = (quantity: number) =>
    postVoucher(user, invoiceBody(company._id, 'Sales', customer._id, [{ item_id: syrup._id, quantity, rate: '95' }]));
  const buy = (quantity: number) =>
    postVoucher(
      user,
      invoiceBody(company._id, 'Purchase', supplier._id, [{ item_id: syrup._id, quantity, rate: '60' }]),
    );

  beforeAll(async () => {
    user = await signUpUser();
    company = await companyOf(user, 'tax off');
    customer = await addLedger(user, company._id, { name: 'Sharma Medical Hall' });
    supplier = await addLedger(user, company._id, { name: 'Cipla Distributors', parent: 'Creditors' });
    syrup = await addProduct(
      user,
      productBody(company._id, {
        stock_item_name: 'Cough Syrup 100 ml',
        unit: 'BTL',
        opening_balance: '10',
        low_stock_alert: '5',
        hsn_code: undefined,
        nature_of_goods: undefined,
        taxability: undefined,
        tax_rate: undefined,
      }),
    );
  });

  it('gives one notice when a sale takes an item to its alert, not one per voucher below it', async () => {
    await sell(4);
    expect(await lowStockNotices()).toEqual([]);
    await sell(1);
    const [notice, ...more] = await lowStockNotices();
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      type: 'warning',
      read: false,
      description: 'Cough Syrup 100 ml is down to 5 BTL (alert at 5 BTL).',
    });
    await sell(2);
    await sell(3);
    expect(await lowStockNotices()).toHaveLength(1);
  });

  it('notices the next crossing after a purchase lifts the stock above the alert', async () => {
    await buy(20);
    expect(await lowStockNotices()).toHaveLength(1);
    const sale = await sell(17);
    const notices = await lowStockNotices();
    expect(notices).toHaveLength(2);
    expect(notices[0]?.description).toBe('Cough Syrup 100 ml is down to 3 BTL (alert at 5 BTL).');
    // Cancelling the sale lifts the stock again (20), and re-arms the notice.
    const cancelled = await api.delete(`${INVOICES}/delete/${sale._id}?company_id=${company._id}`, user.idToken);
    expect(cancelled.status).toBe(200);
    await sell(16);
    expect(await lowStockNotices()).toHaveLength(3);
  });

  it('gives one notice when concurrent sales cross the alert together', async () => {
    await buy(20); // 24 in stock
    const before = (await lowStockNotices()).length;
    await Promise.all([sell(5), sell(5), sell(5), sell(5)]);
    expect(await lowStockNotices()).toHaveLength(before + 1);
  });
});
