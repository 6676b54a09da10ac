import { beforeAll, describe, expect, it } from 'vitest';
import type { VoucherRecord } from '@app/functions/lib/books/voucher-record';
import type { VoucherList } from '@app/shared/books/voucher-docs';
import type { ExpiringBatch } from '@app/shared/catalogue/batch-docs';
import { DEFAULT_EXPIRY_ALERT_DAYS, batchStatus } from '@app/shared/catalogue/batches';
import { stockStatus } from '@app/shared/catalogue/stock';
import { FINANCIAL_YEAR_MONTHS, indianDate, runningFinancialYear } from '@app/shared/financial-year';
import { paiseToRupees } from '@app/shared/money';
import type { MonthlyAnalytics, YearlyAnalytics } from '@app/shared/reports/analytics-docs';
import type { Dashboard } from '@app/shared/reports/dashboard-docs';
import { api, dataOf } from '../../functions/test/fixtures';
import { signUpUser, type TestUser } from '../../functions/test/users';
import { seedDemoCompany, type SeededDemo } from './demo-account';
import { ageing, moneyHeld, monthsSoFar, salesByMonth, salesDues, stockOnHand } from './demo-expected';
import { BANK, CASH } from './demo-parties';
import { PRODUCTS } from './demo-products';
import { Shelf } from './demo-shelf';

const rupees = (paise: number) => paiseToRupees(paise);
const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

/**
 * The demo pharmacy `npm start` seeds (issue 19), seeded for a new user into the test emulators
 * from 1 April to today, then read through the API as the web app reads it. Every figure expected
 * is worked out from the vouchers the engine posted (demo-expected.ts). How much of the story the
 * year can tell depends on how old it is: overdue bills need a month or so, three ageing buckets
 * two; on 26 November all of it holds.
 */
describe('the demo pharmacy', () => {
  const today = indianDate();
  let user: TestUser;
  let seeded: SeededDemo;
  let vouchers: VoucherRecord[];
  let board: Dashboard;
  let daysIn: number;

  const get = async <T>(path: string, query: Record<string, string | number> = {}) => {
    const search = new URLSearchParams({ company_id: seeded.companyId, ...query });
    const response = await api.get(`/api/v1${path}?${search.toString()}`, user.idToken);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return dataOf<T>(response);
  };

  beforeAll(async () => {
    user = await signUpUser();
    seeded = await seedDemoCompany(user.sub, today);
    vouchers = [...seeded.vouchers.values()];
    board = await get<Dashboard>('/dashboard');
    daysIn = Math.round((Date.parse(today) - Date.parse(seeded.plan.start)) / 86_400_000);
  }, 300_000);

  it('posts every planned voucher, each with accounting lines that balance', () => {
    expect(vouchers).toHaveLength(seeded.plan.vouchers.length);
    if (daysIn >= 200) expect(vouchers.length).toBeGreaterThanOrEqual(250);
    for (const voucher of vouchers) expect(sum(voucher.accounting.map((line) => line.amount))).toBe(0);
    const types = new Set(vouchers.map((voucher) => voucher.voucher_type));
    if (daysIn >= 120)
      expect([...types].sort()).toEqual(['Credit Note', 'Debit Note', 'Payment', 'Purchase', 'Receipt', 'Sales']);
  });

  it('sells in every month from April to this one, as the monthly chart shows, net of notes', async () => {
    const chart = await get<MonthlyAnalytics>('/invoices/get/analytics/monthly', {
      financial_year: runningFinancialYear(),
    });
    const sales = chart.data.find((series) => series.id === 'sales')?.data ?? [];
    const expected = salesByMonth(vouchers);
    for (const month of monthsSoFar(seeded.plan.start, today)) {
      const shown = sales[FINANCIAL_YEAR_MONTHS.indexOf(Number(month.slice(5)) as 4)];
      expect(shown, month).toBe(rupees(expected.get(month) ?? 0));
      if (month < today.slice(0, 7) || Number(today.slice(8)) > 7) expect(shown, month).toBeGreaterThan(0);
    }
  });

  it("shows the year's sales and purchases on the Reports cards as the vouchers add them up", async () => {
    const year = await get<YearlyAnalytics>('/invoices/get/analytics');
    expect(year.sales).toBe(rupees(sum(salesByMonth(vouchers).values())));
    const bought = vouchers.filter((voucher) => voucher.voucher_type === 'Purchase');
    const sentBack = vouchers.filter(
      (voucher) => voucher.voucher_type === 'Debit Note' && voucher.note_kind === 'return',
    );
    expect(year.purchase).toBe(rupees(sum(bought.map((v) => v.taxable)) - sum(sentBack.map((v) => v.taxable))));
  });

  it('leaves bills of slow payers overdue, aged over the dashboard buckets', async () => {
    const dues = salesDues(vouchers);
    const buckets = ageing(dues, today);
    expect(board.receivables.ageing).toEqual(
      [...buckets].map(([bucket, { amount, invoices }]) => ({ bucket, amount: rupees(amount), invoices })),
    );
    const overdue = [...dues].filter(([invoice, due]) => due > 0 && (invoice.due_date ?? today) < today);
    expect(board.receivables.overdue).toEqual({
      invoices: overdue.length,
      amount: rupees(sum(overdue.map(([, due]) => due))),
    });
    // Parties owe what their open bills say: every receipt settled bills, so nothing is on account.
    expect(board.receivables).toMatchObject({ total: rupees(sum(dues.values())), on_account: 0 });
    const listed = await get<VoucherList>('/invoices/view/all/vouchar', {
      type: 'Sales',
      status: 'overdue',
      start_date: seeded.plan.start,
      end_date: today,
    });
    expect(listed.meta.total).toBe(overdue.length);
    const aged = [...buckets.values()].filter((bucket) => bucket.amount > 0).length;
    expect(aged).toBeGreaterThanOrEqual(daysIn > 90 ? 3 : daysIn > 30 ? 2 : 1);
    if (daysIn > 90) {
      expect(new Set(overdue.map(([invoice]) => invoice.party.name))).toEqual(
        new Set(['Sanjeevani Nursing Home', 'Bengaluru Health Mart']),
      );
    }
  });

  it('raises credit notes for returns and a discount, and debit notes for goods sent back and a price raised', () => {
    const notes = vouchers
      .filter((voucher) => voucher.voucher_type === 'Credit Note' || voucher.voucher_type === 'Debit Note')
      .map((note) => `${note.voucher_type} ${note.note_kind ?? ''}`)
      .sort();
    expect(notes).toEqual(
      seeded.plan.vouchers
        .flatMap((planned) => (planned.kind === 'note' ? [`${planned.type} ${planned.noteKind}`] : []))
        .sort(),
    );
    if (daysIn > 120) {
      expect(notes).toEqual([
        'Credit Note return',
        'Credit Note return',
        'Credit Note return',
        'Credit Note value',
        'Debit Note increase',
        'Debit Note return',
      ]);
    }
  });

  it('keeps batches: on the Expiring tab, two expiring within 90 days and one expired, as the vouchers left them', async () => {
    const expiring = await get<ExpiringBatch[]>('/product/view/expiring');
    const { batches } = stockOnHand(vouchers, today);
    const expiryOf = new Map<string, string>();
    for (const { name } of PRODUCTS) {
      const opening = Shelf.openingBatch(name, today);
      if (opening) expiryOf.set(`${name}#${opening.number}`, opening.expiry);
    }
    for (const line of vouchers.flatMap((voucher) => voucher.lines))
      if (line.batch) expiryOf.set(`${line.name}#${line.batch.number}`, line.batch.expiry);
    const expected = [...batches]
      .filter(([, quantity]) => quantity > 0)
      .map(([key, quantity]) => ({
        key,
        quantity,
        status: batchStatus(expiryOf.get(key) ?? '', today, DEFAULT_EXPIRY_ALERT_DAYS),
      }))
      .filter(({ status }) => status !== 'ok');
    expect(
      expiring
        .map((row) => ({
          key: `${row.stock_item_name}#${row.batch_number}`,
          quantity: row.quantity,
          status: row.status,
        }))
        .sort((a, b) => a.key.localeCompare(b.key)),
    ).toEqual(expected.sort((a, b) => a.key.localeCompare(b.key)));
    expect(expiring.filter((row) => row.status === 'expiring').length).toBeGreaterThanOrEqual(2);
    expect(expiring.filter((row) => row.status === 'expired').length).toBeGreaterThanOrEqual(1);
  });

  it('runs some products low and some out of stock, as the dashboard counts them', () => {
    const { products } = stockOnHand(vouchers, today);
    const status = (name: string) =>
      stockStatus(
        (products.get(name) ?? 0) * 1000,
        (PRODUCTS.find((product) => product.name === name)?.lowStockAlert ?? 0) * 1000,
      );
    const names = PRODUCTS.map((product) => product.name);
    const low = names.filter((name) => status(name) === 'low');
    const out = names.filter((name) => status(name) === 'zero' || status(name) === 'negative');
    expect(board.stock).toMatchObject({ low: low.length, out: out.length });
    if (daysIn > 10) {
      expect(low.length).toBeGreaterThan(0);
      expect(out.length).toBeGreaterThan(0);
    }
  });

  it('holds in cash and in the bank what the receipts and payments moved', () => {
    const held = moneyHeld(vouchers, seeded.ledgers);
    expect(board.cash_total).toBe(rupees(held.get(CASH) ?? 0));
    expect(board.bank_total).toBe(rupees(held.get(BANK) ?? 0));
  });
});
