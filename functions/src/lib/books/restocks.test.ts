import { beforeAll, describe, expect, it } from 'vitest';
import type { Ledger } from '@app/shared/books/ledger-docs';
import type { Company } from '@app/shared/companies';
import type { Product } from '@app/shared/catalogue/product-docs';
import { financialYearStart, indianDate } from '@app/shared/financial-year';
import { addLedger } from '../../../test/books';
import { addProduct, companyOf, productBody } from '../../../test/catalogue';
import { api, dataOf } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';
import { INVOICES, invoiceBody, postVoucher, updateVoucherRequest } from '../../../test/vouchers';

describe("a product's last restock date", () => {
  let user: TestUser;
  let company: Company;
  let supplier: Ledger;
  let customer: Ledger;
  let syrup: Product;
  const today = indianDate();
  const yearStart = financialYearStart();

  const lastRestock = async () =>
    dataOf<Product[]>(
      await api.get(`/api/v1/product/get/product/${syrup._id}?company_id=${company._id}`, user.idToken),
    )[0]?.last_restock_date;
  const purchase = (date: string) =>
    postVoucher(
      user,
      invoiceBody(company._id, 'Purchase', supplier._id, [{ item_id: syrup._id, quantity: 12, rate: '60' }], { date }),
    );
  const remove = async (id: string) =>
    expect((await api.delete(`${INVOICES}/delete/${id}?company_id=${company._id}`, user.idToken)).status).toBe(200);

  beforeAll(async () => {
    user = await signUpUser();
    company = await companyOf(user, 'tax off');
    supplier = await addLedger(user, company._id, { name: 'Cipla Distributors', parent: 'Creditors' });
    customer = await addLedger(user, company._id, { name: 'Sharma Medical Hall' });
    syrup = await addProduct(
      user,
      productBody(company._id, {
        stock_item_name: 'Cough Syrup 100 ml',
        unit: 'BTL',
        hsn_code: undefined,
        nature_of_goods: undefined,
        taxability: undefined,
        tax_rate: undefined,
      }),
    );
  });

  it('is the date of the latest purchase: set by a purchase, not moved back by an older one or by sales', async () => {
    expect(await lastRestock()).toBeNull();
    const latest = await purchase(today);
    expect(await lastRestock()).toBe(today);
    const older = await purchase(yearStart);
    await postVoucher(
      user,
      invoiceBody(company._id, 'Sales', customer._id, [{ item_id: syrup._id, quantity: 2, rate: '95' }]),
    );
    expect(await lastRestock()).toBe(today);

    // Deleting the latest purchase falls back to the one before it, then to none.
    await remove(latest._id);
    expect(await lastRestock()).toBe(yearStart);
    await remove(older._id);
    expect(await lastRestock()).toBeNull();
  });

  it('follows an edit that moves a purchase to an earlier date', async () => {
    const bill = await purchase(today);
    expect(await lastRestock()).toBe(today);
    const moved = await updateVoucherRequest(user, bill._id, {
      ...invoiceBody(company._id, 'Purchase', supplier._id, [{ item_id: syrup._id, quantity: 12, rate: '60' }], {
        date: yearStart,
        voucher_number: bill.voucher_number,
      }),
      version: bill.version,
    });
    expect(moved.status).toBe(200);
    expect(await lastRestock()).toBe(yearStart);
  });
});
