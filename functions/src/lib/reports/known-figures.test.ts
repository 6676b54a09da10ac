import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { voucherInputSchema } from '@app/shared/books/voucher-input';
import type { Company } from '@app/shared/companies';
import { timelineQuerySchema, type TimelineRow } from '@app/shared/reports/timeline-docs';
import { addLedger } from '../../../test/books';
import { addProduct, companyOf, productBody } from '../../../test/catalogue';
import { signUpUser, type TestUser } from '../../../test/users';
import { invoiceBody, type ItemLine } from '../../../test/vouchers';
import { createVoucher } from '#lib/books/posting';
import { yearlyAnalytics } from './analytics';
import { monthlyAnalytics } from './monthly-chart';
import { timeline } from './timeline';

/**
 * A small fixed set of books for FY 2025-26, worked by hand. Vouchers are posted through the voucher
 * engine with the clock set to 20 March 2026 (invoices must be dated in the running year, up to
 * today), so the figures hold whatever day the tests run.
 *
 * Widget: opening 4 @ 100.00, bought 8 @ 200.00 (10 May) and 3 @ 300.00 (15 July, inter-state),
 * sold 3 @ 250.00 (1 August) and 2 @ 400.00 (5 October, inter-state). GST.md's oracle: the average
 * rate is (400 + 1,600 + 900) / (4 + 8 + 3) = 2,900 / 15 = 193.33..., so the 10 left are worth
 * 1,933.33 and the 5 sold cost 2,900 - 1,933.33 = 966.67: gross profit 1,550 - 966.67 = 583.33,
 * margin 37.63%.
 * Gadget: no opening; bought 10 @ 50.00 (20 April), sold 4 @ 80.00 (1 September): cost 200.00,
 * profit 120.00 (37.50%), 6 left worth 300.00.
 */
describe('stock reports on known figures (FY 2025-26)', () => {
  let user: TestUser;
  let company: Company;
  const ids = { widget: '', gadget: '', supplier: '', customer: '' };

  const post = async (type: 'Sales' | 'Purchase', partyId: string, date: string, items: ItemLine[]) => {
    const input = voucherInputSchema.parse(invoiceBody(company._id, type, partyId, items, { date }));
    await createVoucher(input, user.sub, randomUUID());
  };
  const rowsOf = async (start: string, end: string) => {
    const query = timelineQuerySchema.parse({ company_id: company._id, start_date: start, end_date: end });
    const page = await timeline(company._id, query);
    const row = (id: string): TimelineRow | undefined => page.docs.find((candidate) => candidate._id === id);
    return { widget: row(ids.widget), gadget: row(ids.gadget), meta: page.meta };
  };

  beforeAll(async () => {
    user = await signUpUser();
    company = await companyOf(user, 'tax on');
    const local = await addLedger(user, company._id, { name: 'Sharma Traders', tin: '27AAPFU0939F1ZV' });
    const outOfState = await addLedger(user, company._id, {
      name: 'Gupta Agencies',
      mailing_state: 'Karnataka',
      tin: '29AAGCR4375J1ZU',
    });
    const supplier = await addLedger(user, company._id, {
      name: 'Cipla Distributors',
      parent: 'Creditors',
      tin: '27AAGCS2288K1ZV',
    });
    const farSupplier = await addLedger(user, company._id, {
      name: 'Haryana Distributors',
      parent: 'Creditors',
      mailing_state: 'Haryana',
      tin: '06AABCO6063D1ZQ',
    });
    const product = (name: string, opening: string, rate: string) =>
      addProduct(
        user,
        productBody(company._id, { stock_item_name: name, unit: 'PCS', opening_balance: opening, opening_rate: rate }),
      );
    ids.supplier = supplier._id;
    ids.customer = local._id;
    ids.widget = (await product('Widget', '4', '100'))._id;
    ids.gadget = (await product('Gadget', '0', '0'))._id;

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-20T06:30:00Z'));
    await post('Purchase', supplier._id, '2025-04-20', [
      { item_id: ids.gadget, quantity: 10, rate: '50', tax_rate: 12 },
    ]);
    await post('Purchase', supplier._id, '2025-05-10', [
      { item_id: ids.widget, quantity: 8, rate: '200', tax_rate: 18 },
    ]);
    await post('Purchase', farSupplier._id, '2025-07-15', [
      { item_id: ids.widget, quantity: 3, rate: '300', tax_rate: 18 },
    ]);
    await post('Sales', local._id, '2025-08-01', [{ item_id: ids.widget, quantity: 3, rate: '250', tax_rate: 18 }]);
    await post('Sales', local._id, '2025-09-01', [{ item_id: ids.gadget, quantity: 4, rate: '80', tax_rate: 12 }]);
    await post('Sales', outOfState._id, '2025-10-05', [
      { item_id: ids.widget, quantity: 2, rate: '400', tax_rate: 18 },
    ]);
  });

  afterAll(() => {
    vi.useRealTimers();
  });

  it('values the year at the average rate: opening, purchases, sales, gross profit and closing per item', async () => {
    const { widget, gadget, meta } = await rowsOf('2025-04-01', '2026-03-31');
    expect(widget).toEqual({
      _id: ids.widget,
      item: 'Widget',
      unit: 'PCS',
      opening_qty: 4,
      opening_rate: 100,
      opening_val: 400,
      inwards_qty: 11,
      inwards_rate: 227.27,
      inwards_val: 2500,
      outwards_qty: 5,
      outwards_rate: 310,
      outwards_val: 1550,
      gross_profit: 583.33,
      profit_percent: 37.63,
      closing_qty: 10,
      closing_rate: 193.33,
      closing_val: 1933.33,
    });
    expect(gadget).toMatchObject({ opening_val: 0, inwards_val: 500, outwards_val: 320, gross_profit: 120 });
    expect(gadget).toMatchObject({ profit_percent: 37.5, closing_qty: 6, closing_rate: 50, closing_val: 300 });
    expect(meta).toMatchObject({
      total: 2,
      opening_val: 400,
      inwards_val: 3000,
      outwards_val: 1870,
      gross_profit: 703.33,
      profit_percent: 37.61,
      closing_val: 2233.33,
    });
  });

  it('opens a shorter period with the stock and value brought forward', async () => {
    const { widget, gadget, meta } = await rowsOf('2025-08-01', '2025-09-30');
    // Brought forward on 1 August: 15 widgets worth 2,900.00; 3 of them sold at 193.33... cost 580.00.
    expect(widget).toMatchObject({ opening_qty: 15, opening_rate: 193.33, opening_val: 2900, inwards_val: 0 });
    expect(widget).toMatchObject({ outwards_qty: 3, outwards_val: 750, gross_profit: 170, closing_val: 2320 });
    expect(gadget).toMatchObject({ opening_qty: 10, opening_val: 500, outwards_val: 320, gross_profit: 120 });
    expect(meta).toMatchObject({ opening_val: 3400, gross_profit: 290, closing_val: 2620 });
  });

  it('leaves out items with nothing in the period, and orders by name, descending by default', async () => {
    const before = await timeline(
      company._id,
      timelineQuerySchema.parse({ company_id: company._id, start_date: '2025-04-01', end_date: '2025-04-10' }),
    );
    expect(before.docs.map((row) => row.item)).toEqual(['Widget']);
    const year = await timeline(
      company._id,
      timelineQuerySchema.parse({ company_id: company._id, start_date: '2025-04-01', end_date: '2026-03-31' }),
    );
    expect(year.docs.map((row) => row.item)).toEqual(['Widget', 'Gadget']);
  });

  it('gives the yearly cards the same totals, and a monthly profit that adds up to them', async () => {
    expect(await yearlyAnalytics(company._id, 2025)).toEqual({
      financial_year: 2025,
      opening: 400,
      purchase: 3000,
      sales: 1870,
      current: 2233.33,
      profit: 703.33,
      profit_percent: 37.61,
    });
    const monthly = await monthlyAnalytics(company._id, 2025);
    expect(monthly.labels).toEqual([
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
      'Jan',
      'Feb',
      'Mar',
    ]);
    const [sales, purchases, profit] = monthly.data;
    expect(sales?.data).toEqual([0, 0, 0, 0, 750, 320, 800, 0, 0, 0, 0, 0]);
    expect(purchases?.data).toEqual([500, 1600, 0, 900, 0, 0, 0, 0, 0, 0, 0, 0]);
    // October's 2 widgets cost what 5 cost by then (966.67) less August's 3 (580.00): 386.67.
    expect(profit?.data).toEqual([0, 0, 0, 0, 170, 120, 413.33, 0, 0, 0, 0, 0]);
    expect(monthly.sales).toBe(1870);
  });

  // Last: it adds a voucher. The chart kept above is computed again from June on.
  it('restates the months after a purchase booked into June, and leaves those before it', async () => {
    // 5 widgets @ 100.00 in June: by August 20 came in for 3,400.00 (170.00 each), so August's 3
    // cost 510.00 and the 5 sold by October 850.00, October's 2 the other 340.00.
    await post('Purchase', ids.supplier, '2025-06-10', [
      { item_id: ids.widget, quantity: 5, rate: '100', tax_rate: 18 },
    ]);
    const [sales, purchases, profit] = (await monthlyAnalytics(company._id, 2025)).data;
    expect(sales?.data).toEqual([0, 0, 0, 0, 750, 320, 800, 0, 0, 0, 0, 0]);
    expect(purchases?.data).toEqual([500, 1600, 500, 900, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(profit?.data).toEqual([0, 0, 0, 0, 240, 120, 460, 0, 0, 0, 0, 0]);
    expect((await yearlyAnalytics(company._id, 2025)).profit).toBe(820);
  });

  // After the one above. The chart kept there holds each product's position at the running month
  // (March), so a sale in March reads only March's items.
  it('costs a sale of the running month from what the year moved before it', async () => {
    // 20 widgets came in for 3,400.00 (170.00 each): the one sold in March costs 170.00.
    await post('Sales', ids.customer, '2026-03-18', [{ item_id: ids.widget, quantity: 1, rate: '300', tax_rate: 18 }]);
    const [sales, , profit] = (await monthlyAnalytics(company._id, 2025)).data;
    expect(sales?.data).toEqual([0, 0, 0, 0, 750, 320, 800, 0, 0, 0, 0, 300]);
    expect(profit?.data).toEqual([0, 0, 0, 0, 240, 120, 460, 0, 0, 0, 0, 130]);
    expect((await yearlyAnalytics(company._id, 2025)).profit).toBe(950);
  });

  // After the one above: two vouchers before one view are read from March's items, not one by one.
  it('costs two vouchers of the running month seen at once from the kept positions too', async () => {
    // Gadgets before March: 10 in for 500.00, 4 out costing 200.00. In March 10 more @ 60.00 and 2
    // sold @ 90.00: 20 in for 1,100.00 (55.00 each), so the 6 sold cost 330.00 and March's 2 cost
    // 330.00 - 200.00 = 130.00: March's profit is 130.00 (the widget) + 50.00.
    await post('Purchase', ids.supplier, '2026-03-19', [
      { item_id: ids.gadget, quantity: 10, rate: '60', tax_rate: 12 },
    ]);
    await post('Sales', ids.customer, '2026-03-19', [{ item_id: ids.gadget, quantity: 2, rate: '90', tax_rate: 12 }]);
    const [sales, purchases, profit] = (await monthlyAnalytics(company._id, 2025)).data;
    expect(sales?.data).toEqual([0, 0, 0, 0, 750, 320, 800, 0, 0, 0, 0, 480]);
    expect(purchases?.data).toEqual([500, 1600, 500, 900, 0, 0, 0, 0, 0, 0, 0, 600]);
    expect(profit?.data).toEqual([0, 0, 0, 0, 240, 120, 460, 0, 0, 0, 0, 180]);
    expect((await yearlyAnalytics(company._id, 2025)).profit).toBe(1000);
  });
});
