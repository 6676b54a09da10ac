import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { voucherInputSchema, type VoucherPayload } from '@app/shared/books/voucher-input';
import type { Company } from '@app/shared/companies';
import type { Dashboard } from '@app/shared/reports/dashboard-docs';
import { indianDate } from '@app/shared/financial-year';
import { dashboard } from '#lib/reports/dashboard';
import { createVoucher } from '#lib/books/posting';
import type { VoucherRecord } from '#lib/books/voucher-record';
import { addLedger } from '../../../test/books';
import { addProduct, companyOf, productBody } from '../../../test/catalogue';
import { api, dataOf } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';
import { invoiceBody, ledgerIdByName, transactionBody } from '../../../test/vouchers';

/**
 * The home dashboard (issue 19) of a Maharashtra company on 26 November 2026. Bengaluru Health
 * Mart bought 10 Hand Sanitizers at 150.00 + 18% IGST on 15 July (1,770.00, due 22 July) and 2 on
 * 20 November (354.00, due 27 November) and paid 1,000.00 today against the July invoice; Sharma
 * Medical Hall (Pune) bought 5 at 100.00 + 9% + 9% on 10 October (590.00, due 17 October). Today
 * the company bought 20 at 100.00 + 18% IGST from Haryana (2,360.00, due 10 December). Vouchers
 * are posted with the clock on their dates.
 */
describe('the home dashboard', () => {
  let user: TestUser;
  let company: Company;
  let healthMart: string;
  let july: VoucherRecord;
  let october: VoucherRecord;

  const at = (date: string) => vi.setSystemTime(new Date(`${date}T06:30:00Z`));
  const post = async (body: VoucherPayload) =>
    (await createVoucher(voucherInputSchema.parse(body), user.sub, randomUUID())).voucher;

  beforeAll(async () => {
    user = await signUpUser();
    company = await companyOf(user, 'tax on');
    healthMart = (
      await addLedger(user, company._id, {
        name: 'Bengaluru Health Mart',
        mailing_state: 'Karnataka',
        tin: '29AAGCB7383J1Z4',
      })
    )._id;
    const sharma = (await addLedger(user, company._id, { name: 'Sharma Medical Hall', mailing_state: 'Maharashtra' }))
      ._id;
    const supplier = (
      await addLedger(user, company._id, {
        name: 'Haryana Pharma Distributors',
        parent: 'Creditors',
        mailing_state: 'Haryana',
        tin: '06AABCO6063D1ZQ',
      })
    )._id;
    const product = async (fields: object) => (await addProduct(user, productBody(company._id, fields)))._id;
    const sanitizer = await product({
      stock_item_name: 'Hand Sanitizer 500 ml',
      unit: 'BTL',
      hsn_code: '38089400',
      tax_rate: '18',
      opening_balance: '30',
      opening_rate: '90',
    });
    await product({ stock_item_name: 'Gauze Roll', unit: 'PCS', opening_balance: '0' });
    await product({ stock_item_name: 'Face Masks', unit: 'BOX', opening_balance: '3', low_stock_alert: '5' });
    const cash = await ledgerIdByName(user, company._id, 'Cash');

    vi.useFakeTimers({ toFake: ['Date'] });
    const sale = (partyId: string, date: string, dueDate: string, quantity: number, rate: string) =>
      post(
        invoiceBody(company._id, 'Sales', partyId, [{ item_id: sanitizer, quantity, rate }], {
          date,
          due_date: dueDate,
        }),
      );
    at('2026-07-15');
    july = await sale(healthMart, '2026-07-15', '2026-07-22', 10, '150');
    at('2026-10-10');
    october = await sale(sharma, '2026-10-10', '2026-10-17', 5, '100');
    at('2026-11-20');
    await sale(healthMart, '2026-11-20', '2026-11-27', 2, '150');
    at('2026-11-26');
    await post({
      ...transactionBody(company._id, 'Receipt', healthMart, cash, 1000),
      settles: [{ voucher_id: july.voucher_id, amount: 1000 }],
    });
    await post(
      invoiceBody(company._id, 'Purchase', supplier, [{ item_id: sanitizer, quantity: 20, rate: '100' }], {
        due_date: '2026-12-10',
      }),
    );
  });

  afterAll(() => {
    vi.useRealTimers();
  });

  // The figures are those of 26 November: the dashboard is read in this process on that day (the
  // local API's handlers run in another process, on the real clock).
  const read = () => dashboard(company._id, '2026-11-26');

  it('ages what customers owe by their invoices: 770.00 over 90 days, 590.00 at 31-60, 354.00 at 0-30', async () => {
    const board = await read();
    expect(board.as_of).toBe('2026-11-26');
    expect(july.grand_total).toBe(1770_00);
    expect(board.receivables).toEqual({
      total: 1714,
      parties: 2,
      ageing: [
        { bucket: '0-30', amount: 354, invoices: 1 },
        { bucket: '31-60', amount: 590, invoices: 1 },
        { bucket: '61-90', amount: 0, invoices: 0 },
        { bucket: '90+', amount: 770, invoices: 1 },
      ],
      on_account: 0,
      overdue: { invoices: 2, amount: 1360 },
    });
    expect(board.payables).toMatchObject({ total: 2360, parties: 1, overdue: { invoices: 0, amount: 0 } });
    expect(board.payables.ageing[0]).toEqual({ bucket: '0-30', amount: 2360, invoices: 1 });
  });

  it('lists the overdue invoices oldest due first, with their days overdue and what is left', async () => {
    const board = await read();
    expect(
      board.overdue_sales.map((row) => [row._id, row.party_name, row.due_on, row.days_overdue, row.balance_due]),
    ).toEqual([
      [july.voucher_id, 'Bengaluru Health Mart', '2026-07-22', 127, 770],
      [october.voucher_id, 'Sharma Medical Hall', '2026-10-17', 40, 590],
    ]);
    expect(board.overdue_purchases).toEqual([]);
  });

  it("shows today's and this month's sales, purchases and collections, and the cash held", async () => {
    const board = await read();
    expect(board.today).toEqual({ sales: 0, purchases: 2000, collections: 1000, payments: 0 });
    expect(board.month).toEqual({ sales: 300, purchases: 2000, collections: 1000, payments: 0 });
    expect(board.cash_total).toBe(1000);
    expect(board.bank_total).toBe(0);
    expect(board.cash).toContainEqual(expect.objectContaining({ name: 'Cash', group: 'Cash-in-Hand', balance: 1000 }));
  });

  it('counts the products out of stock and low, and draws 12 months of sales and purchases', async () => {
    const board = await read();
    expect([board.stock.out, board.stock.low]).toEqual([1, 1]);
    expect(board.stock.items.map(({ _id: _dropped, ...item }) => item)).toEqual([
      { name: 'Gauze Roll', unit: 'PCS', current_stock: 0, low_stock_alert: null },
      { name: 'Face Masks', unit: 'BOX', current_stock: 3, low_stock_alert: 5 },
    ]);
    expect(board.trend.map((month) => month.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(board.trend.filter((month) => month.sales !== 0 || month.purchases !== 0)).toEqual([
      { month: '2026-07', sales: 1500, purchases: 0 },
      { month: '2026-10', sales: 500, purchases: 0 },
      { month: '2026-11', sales: 300, purchases: 2000 },
    ]);
  });

  it('is served to a member on the real day, and 404 to anyone else', async () => {
    vi.useRealTimers();
    const response = await api.get(`/api/v1/dashboard?company_id=${company._id}`, user.idToken);
    expect(response.status).toBe(200);
    expect(dataOf<Dashboard>(response)).toMatchObject({ as_of: indianDate(), receivables: { total: 1714 } });
    const stranger = await signUpUser();
    const refused = await api.get(`/api/v1/dashboard?company_id=${company._id}`, stranger.idToken);
    expect(refused.status).toBe(404);
  });
});
