import { randomUUID } from 'node:crypto';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { voucherInputSchema, type VoucherPayload } from '@app/shared/books/voucher-input';
import type { Company } from '@app/shared/companies';
import {
  billSummaryQuerySchema,
  hsnSummaryQuerySchema,
  partySummaryQuerySchema,
  summaryStatsQuerySchema,
} from '@app/shared/reports/summary-docs';
import { timelineQuerySchema } from '@app/shared/reports/timeline-docs';
import { addLedger } from '../../../test/books';
import { addProduct, companyOf, productBody } from '../../../test/catalogue';
import { signUpUser, type TestUser } from '../../../test/users';
import { invoiceBody, type ItemLine } from '../../../test/vouchers';
import type { VoucherRecord } from '#lib/books/voucher-record';
import { createVoucher, withdrawVoucher } from '#lib/books/posting';
import { documentClient, tableName } from '#lib/db/client';
import { readKeptChart } from '#lib/db/kept-charts';
import { getVoucher } from '#lib/db/vouchers';
import { dailyAnalytics, yearlyAnalytics } from './analytics';
import { billSummary } from './bill-summary';
import { hsnSummary } from './hsn-summary';
import { monthlyAnalytics } from './monthly-chart';
import { partySummary } from './party-summary';
import { summaryStats } from './summary-stats';
import { timeline } from './timeline';

/**
 * The reports after a return (design docs/design/returns-and-batches.md 5.1), FY 2026-27, the
 * clock on 31 May 2026. Hand Sanitizer 500 ml (HSN 38089400, 18%, opening 30 @ 145.00): 5 sold @
 * 150.00 to Bengaluru Health Mart (Karnataka, IGST) on 10 May, 885.00; 2 taken back by
 * CN/26-27/0001 on 15 May, 354.00 (300.00 + IGST 54.00). Net: 3 sold for 450.00 + 81.00 = 531.00;
 * stock 27 worth 27 x 145.00 = 3,915.00, so the 3 cost 435.00 and the gross profit is 15.00.
 * Nitrile Gloves (12%, no opening): 10 bought @ 50.00 from a local supplier on 12 May, 4 sent back
 * by a debit note on 20 May: 6 in for 300.00. The monthly chart is seen before the note, so the
 * note is taken in from the kept chart.
 */
describe('reports net of a credit note (design 5.1)', () => {
  let user: TestUser;
  let company: Company;
  let note: VoucherRecord;
  const ids = { customer: '', sanitizer: '', gloves: '' };

  const post = async (body: VoucherPayload) =>
    (await createVoucher(voucherInputSchema.parse(body), user.sub, randomUUID())).voucher;
  const noteAgainst = (original: VoucherRecord, date: string, quantity: number) =>
    post({
      company_id: company._id,
      voucher_type: original.voucher_type === 'Sales' ? 'Credit Note' : 'Debit Note',
      date,
      party_name_id: original.party_id,
      original_voucher_id: original.voucher_id,
      items: [{ original_line: 0, quantity }],
    });
  const period = (start: string, end: string, extra: object = {}) => ({
    company_id: company._id,
    start_date: start,
    end_date: end,
    ...extra,
  });
  const MAY = ['2026-05-01', '2026-05-31'] as const;

  /** The chart computed whole, from every product's months, with the kept one forgotten first. */
  const recomputedChart = async () => {
    const key = { pk: `COMPANY#${company._id}`, sk: 'KEPT#MONTHLY_CHART#2#2026#CHART' };
    await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: key }));
    expect(await readKeptChart(company._id, 2026)).toBeUndefined();
    return monthlyAnalytics(company._id, 2026);
  };
  const mayOf = (chart: Awaited<ReturnType<typeof monthlyAnalytics>>) =>
    Object.fromEntries(chart.data.map((series) => [series.id, series.data[1]]));

  beforeAll(async () => {
    user = await signUpUser();
    company = await companyOf(user, 'tax on');
    ids.customer = (
      await addLedger(user, company._id, {
        name: 'Bengaluru Health Mart',
        mailing_state: 'Karnataka',
        tin: '29AAGCB7383J1Z4',
      })
    )._id;
    const supplier = await addLedger(user, company._id, {
      name: 'Sharma Distributors',
      parent: 'Creditors',
      tin: '27AAGCS2288K1ZV',
    });
    const product = async (fields: object) => (await addProduct(user, productBody(company._id, fields)))._id;
    ids.sanitizer = await product({
      stock_item_name: 'Hand Sanitizer 500 ml',
      unit: 'BTL',
      hsn_code: '38089400',
      tax_rate: '18',
      opening_balance: '30',
      opening_rate: '145',
    });
    ids.gloves = await product({
      stock_item_name: 'Nitrile Gloves',
      unit: 'PCS',
      hsn_code: '40151900',
      opening_balance: '0',
      opening_rate: '0',
    });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-31T06:30:00Z'));
    const invoice = (type: 'Sales' | 'Purchase', partyId: string, date: string, items: ItemLine[]) =>
      post(invoiceBody(company._id, type, partyId, items, { date }));
    const sale = await invoice('Sales', ids.customer, '2026-05-10', [
      { item_id: ids.sanitizer, quantity: 5, rate: '150' },
    ]);
    const purchase = await invoice('Purchase', supplier._id, '2026-05-12', [
      { item_id: ids.gloves, quantity: 10, rate: '50' },
    ]);
    await noteAgainst(purchase, '2026-05-20', 4);
    expect(mayOf(await monthlyAnalytics(company._id, 2026))).toEqual({ sales: 750, purchase: 300, profit: 25 });
    note = await noteAgainst(sale, '2026-05-15', 2);
  });

  afterAll(() => {
    vi.useRealTimers();
  });

  it('shows the HSN row net of the note, with the invoice and the note (negative) under it', async () => {
    const { docs, meta } = await hsnSummary(company._id, hsnSummaryQuerySchema.parse(period(...MAY)));
    expect(docs.find((row) => row.hsn_code === '38089400')).toEqual({
      hsn_code: '38089400',
      item: 'Hand Sanitizer 500 ml',
      item_id: ids.sanitizer,
      unit: 'BTL',
      quantity: 3,
      total_value: 531,
      taxable_value: 450,
      tax_rate: 18,
      tax_amount: 81,
      invoice_count: 1,
      invoices: [],
    });
    expect(meta).toMatchObject({ total: 1, quantity: 3, taxable_value: 450, tax_amount: 81, grand_total: 531 });
    const row = await hsnSummary(
      company._id,
      hsnSummaryQuerySchema.parse(period(...MAY, { hsn_code: '38089400', tax_rate: 18 })),
    );
    expect(
      row.docs[0]?.invoices.map((entry) => [
        entry.voucher_type,
        entry.voucher_number,
        entry.quantity,
        entry.taxable_value,
        entry.total_tax,
        entry.total_amount,
      ]),
    ).toEqual([
      ['Sales', 'SI/26-27/0001', 5, 750, 135, 885],
      ['Credit Note', 'CN/26-27/0001', -2, -300, -54, -354],
    ]);
  });

  it("shows the customer's row net at 531.00, one invoice, with the note under it", async () => {
    const { docs, meta } = await partySummary(company._id, partySummaryQuerySchema.parse(period(...MAY)));
    expect(
      docs.map((row) => [row.party_name, row.quantity, row.taxable_value, row.tax_amount, row.total_value]),
    ).toEqual([['Bengaluru Health Mart', 3, 450, 81, 531]]);
    expect(docs[0]?.invoice_count).toBe(1);
    expect(meta).toMatchObject({ total: 1, grand_total: 531 });
    const one = await partySummary(
      company._id,
      partySummaryQuerySchema.parse(period(...MAY, { party_id: ids.customer })),
    );
    expect(one.docs[0]?.invoices.map((entry) => [entry.voucher_number, entry.quantity, entry.total_amount])).toEqual([
      ['SI/26-27/0001', 5, 885],
      ['CN/26-27/0001', -2, -354],
    ]);
  });

  it('lists the note as a negative bill: 885.00 - 354.00, by date and sorted by value', async () => {
    const byDate = await billSummary(company._id, billSummaryQuerySchema.parse(period(...MAY)));
    const byValue = await billSummary(
      company._id,
      billSummaryQuerySchema.parse(period(...MAY, { sortField: 'total_value', sortOrder: -1 })),
    );
    for (const list of [byDate, byValue]) {
      expect(list.docs.map((row) => [row.voucher_number, row.taxable_value, row.tax_amount, row.grand_total])).toEqual([
        ['SI/26-27/0001', 750, 135, 885],
        ['CN/26-27/0001', -300, -54, -354],
      ]);
      expect(list.meta).toMatchObject({ total: 2, quantity: 3, taxable_value: 450, tax_amount: 81, grand_total: 531 });
    }
  });

  it('counts one invoice on the cards, with revenue and tax net of the note', async () => {
    expect(await summaryStats(company._id, summaryStatsQuerySchema.parse(period(...MAY)))).toMatchObject({
      total_hsn: 1,
      total_party: 1,
      total_invoices: 1,
      total_revenue: 450,
      total_tax: 81,
    });
  });

  it('shows a period with only the return: negative rows, no invoice, and the fall on the cards', async () => {
    const after = period('2026-05-15', '2026-05-31');
    const hsn = await hsnSummary(company._id, hsnSummaryQuerySchema.parse(after));
    expect(hsn.docs.map((row) => [row.hsn_code, row.quantity, row.total_value, row.invoice_count])).toEqual([
      ['38089400', -2, -354, 0],
    ]);
    const parties = await partySummary(company._id, partySummaryQuerySchema.parse(after));
    expect(parties.docs.map((row) => [row.party_name, row.quantity, row.total_value, row.invoice_count])).toEqual([
      ['Bengaluru Health Mart', -2, -354, 0],
    ]);
    const bills = await billSummary(company._id, billSummaryQuerySchema.parse(after));
    expect(bills.meta).toMatchObject({ total: 1, grand_total: -354 });
    const stats = await summaryStats(company._id, summaryStatsQuerySchema.parse(after));
    expect(stats).toMatchObject({
      total_hsn: 1,
      total_party: 1,
      total_invoices: 0,
      total_revenue: -300,
      total_tax: -54,
    });
    // The 17 days before (28 April to 14 May) hold the sale: 750.00 to -300.00 is -140%.
    expect(stats.trends.total_revenue).toEqual({ previous: 750, change_percent: -140 });
  });

  it('puts the sale and the note, the purchase and the debit note on their days of the daily chart', async () => {
    const chart = await dailyAnalytics(company._id, 2026, 5);
    const [sales, purchases] = chart.data;
    const days = (data: number[] = []) => Object.fromEntries(data.flatMap((v, i) => (v === 0 ? [] : [[i + 1, v]])));
    expect(days(sales?.data)).toEqual({ 10: 750, 15: -300 });
    expect(days(purchases?.data)).toEqual({ 12: 500, 20: -200 });
    expect(chart.sales).toBe(450);
  });

  it('values the stock from the net item figures: timeline rows and yearly cards', async () => {
    const { docs, meta } = await timeline(
      company._id,
      timelineQuerySchema.parse({ company_id: company._id, start_date: '2026-04-01', end_date: '2027-03-31' }),
    );
    expect(docs.find((row) => row._id === ids.sanitizer)).toEqual({
      _id: ids.sanitizer,
      item: 'Hand Sanitizer 500 ml',
      unit: 'BTL',
      opening_qty: 30,
      opening_rate: 145,
      opening_val: 4350,
      inwards_qty: 0,
      inwards_rate: 0,
      inwards_val: 0,
      outwards_qty: 3,
      outwards_rate: 150,
      outwards_val: 450,
      gross_profit: 15,
      profit_percent: 3.33,
      closing_qty: 27,
      closing_rate: 145,
      closing_val: 3915,
    });
    expect(docs.find((row) => row._id === ids.gloves)).toMatchObject({
      inwards_qty: 6,
      inwards_val: 300,
      closing_qty: 6,
      closing_val: 300,
    });
    expect(meta).toMatchObject({ inwards_val: 300, outwards_val: 450, gross_profit: 15, closing_val: 4215 });
    expect(await yearlyAnalytics(company._id, 2026)).toEqual({
      financial_year: 2026,
      opening: 4350,
      purchase: 300,
      sales: 450,
      current: 4215,
      profit: 15,
      profit_percent: 3.33,
    });
  });

  it('takes the note into the kept monthly chart as a recomputation does', async () => {
    const kept = await monthlyAnalytics(company._id, 2026);
    expect(mayOf(kept)).toEqual({ sales: 450, purchase: 300, profit: 15 });
    expect(await recomputedChart()).toEqual(kept);
  });

  // Last but one: it cancels the note.
  it('restores every report when the note is cancelled, the kept chart as a recomputation', async () => {
    await withdrawVoucher((await getVoucher(company._id, note.voucher_id)) ?? note, user.sub);
    const kept = await monthlyAnalytics(company._id, 2026);
    // 5 sold cost 5 x 145.00 = 725.00: profit 25.00.
    expect(mayOf(kept)).toEqual({ sales: 750, purchase: 300, profit: 25 });
    expect(await recomputedChart()).toEqual(kept);
    const hsn = await hsnSummary(company._id, hsnSummaryQuerySchema.parse(period(...MAY)));
    expect(hsn.docs.map((row) => [row.hsn_code, row.quantity, row.total_value])).toEqual([['38089400', 5, 885]]);
    const bills = await billSummary(company._id, billSummaryQuerySchema.parse(period(...MAY)));
    expect(bills.docs.map((row) => row.voucher_number)).toEqual(['SI/26-27/0001']);
    expect(bills.meta).toMatchObject({ total: 1, grand_total: 885 });
    expect((await yearlyAnalytics(company._id, 2026)).profit).toBe(25);
  });

  // Last: a note dated into May from June, once June is the running month.
  it('restates a past month from the kept chart for a note dated into it', async () => {
    vi.setSystemTime(new Date('2026-06-20T06:30:00Z'));
    await monthlyAnalytics(company._id, 2026);
    const sale = await getVoucher(company._id, note.against?.voucher_id ?? '');
    if (!sale) throw new Error('the sale is gone');
    await noteAgainst(sale, '2026-05-20', 1);
    const kept = await monthlyAnalytics(company._id, 2026);
    // 4 sold for 600.00 cost 580.00.
    expect(mayOf(kept)).toEqual({ sales: 600, purchase: 300, profit: 20 });
    expect(await recomputedChart()).toEqual(kept);
  });
});
