import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { voucherInputSchema, VOUCHER_MESSAGES, type VoucherPayload } from '@app/shared/books/voucher-input';
import type { Company } from '@app/shared/companies';
import {
  STATEMENT_LEDGER_REQUIRED,
  type AgeingDoc,
  type BalanceSheetDoc,
  type ProfitAndLossDoc,
  type TrialBalanceDoc,
} from '@app/shared/reports/statement-docs';
import type { StatementTable } from '@app/shared/reports/statement-rows';
import { addLedger } from '../../../test/books';
import { addProduct, companyOf, productBody } from '../../../test/catalogue';
import { fetchLocalBytes } from '../../../test/api';
import { api, dataOf } from '../../../test/fixtures';
import { pdfPages } from '../../../test/pdf';
import { onEnterprise } from '../../../test/plans';
import { signUpUser, type TestUser } from '../../../test/users';
import { invoiceBody, ledgerIdByName, transactionBody } from '../../../test/vouchers';
import { createVoucher } from '#lib/books/posting';

/**
 * A small trader's first month, worked by hand (issue 32): May 2026, everything in Maharashtra.
 * - 2 May: the proprietor brings 2,00,000.00 of capital into HDFC Bank (a receipt from Capital).
 * - 5 May: buys 100 Widgets @ 500.00 + 12% GST on credit from Cipla: 50,000.00 + 3,000.00 CGST +
 *   3,000.00 SGST = 56,000.00.
 * - 12 May: sells 60 Widgets @ 800.00 + 12% to Sharma Traders: 48,000.00 + 2,880.00 + 2,880.00 =
 *   53,760.00.
 * - 20 May: Sharma pays 53,760.00 into HDFC Bank.
 * - 31 May: shop rent of 15,000.00 paid from HDFC Bank (a payment to an expense ledger).
 * Stock: 40 Widgets left at the average rate of 500.00 = 20,000.00. Gross profit 48,000 + 20,000 -
 * 50,000 = 18,000.00; net profit 18,000 - 15,000 = 3,000.00.
 */
describe('the statements of a first month worked by hand (May 2026)', () => {
  let user: TestUser;
  let company: Company;
  const ids = { capital: '', bank: '', cash: '', rent: '', supplier: '', customer: '', widget: '' };

  const post = (body: VoucherPayload) => createVoucher(voucherInputSchema.parse(body), user.sub, randomUUID());
  const statement = async <T>(name: string, start: string, end: string) =>
    dataOf<T>(
      await api.get(
        `/api/v1/reports/${name}?company_id=${company._id}&start_date=${start}&end_date=${end}`,
        user.idToken,
      ),
    );

  beforeAll(async () => {
    user = await signUpUser();
    // The next year's sale is posted as of April 2027, past a trial begun today.
    await onEnterprise(user);
    company = await companyOf(user, 'tax on');
    ids.capital = (await addLedger(user, company._id, { name: "Proprietor's Capital", parent: 'Capital Account' }))._id;
    ids.bank = (await addLedger(user, company._id, { name: 'HDFC Bank', parent: 'Bank Accounts' }))._id;
    ids.rent = (await addLedger(user, company._id, { name: 'Shop Rent', parent: 'Indirect Expenses' }))._id;
    ids.supplier = (
      await addLedger(user, company._id, { name: 'Cipla Distributors', parent: 'Creditors', tin: '27AAGCS2288K1ZV' })
    )._id;
    ids.customer = (await addLedger(user, company._id, { name: 'Sharma Traders', tin: '27AAPFU0939F1ZV' }))._id;
    ids.cash = await ledgerIdByName(user, company._id, 'Cash');
    ids.widget = (
      await addProduct(
        user,
        productBody(company._id, { stock_item_name: 'Widget', unit: 'PCS', opening_balance: '0', opening_rate: '0' }),
      )
    )._id;

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-31T12:00:00+05:30'));
    await post(transactionBody(company._id, 'Receipt', ids.capital, ids.bank, 200000, { date: '2026-05-02' }));
    await post(
      invoiceBody(
        company._id,
        'Purchase',
        ids.supplier,
        [{ item_id: ids.widget, quantity: 100, rate: 500, tax_rate: 12 }],
        {
          date: '2026-05-05',
        },
      ),
    );
    await post(
      invoiceBody(
        company._id,
        'Sales',
        ids.customer,
        [{ item_id: ids.widget, quantity: 60, rate: 800, tax_rate: 12 }],
        {
          date: '2026-05-12',
        },
      ),
    );
    await post(transactionBody(company._id, 'Receipt', ids.customer, ids.bank, 53760, { date: '2026-05-20' }));
    await post(transactionBody(company._id, 'Payment', ids.rent, ids.bank, 15000, { date: '2026-05-31' }));
    vi.useRealTimers();
  });

  afterAll(() => vi.useRealTimers());

  it('refuses a receipt or payment whose party is a cash or bank account', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-31T12:00:00+05:30'));
    await expect(
      post(transactionBody(company._id, 'Payment', ids.cash, ids.bank, 500, { date: '2026-05-31' })),
    ).rejects.toMatchObject({ message: VOUCHER_MESSAGES.partyIsAccount });
    vi.useRealTimers();
  });

  it('balances the trial balance at 31 May, group by group and ledger by ledger', async () => {
    const tb = await statement<TrialBalanceDoc>('trial-balance', '2026-05-01', '2026-05-31');
    const closing = (row: { closing_debit: number; closing_credit: number }) => [row.closing_debit, row.closing_credit];
    const group = (name: string) => tb.groups.find((each) => each.name === name);
    expect(tb.groups.map((each) => [each.name, ...closing(each)])).toEqual([
      ['Capital Account', 0, 200000],
      ['Current Assets', 238760, 0],
      ['Current Liabilities', 0, 55760],
      ['Indirect Expenses', 15000, 0],
      ['Purchase Accounts', 50000, 0],
      ['Sales Accounts', 0, 48000],
    ]);
    const assets = group('Current Assets');
    expect(assets?.groups.map((each) => [each.name, ...closing(each)])).toEqual([
      ['Bank Accounts', 238760, 0],
      ['Debtors', 0, 0],
    ]);
    expect(assets?.groups[1]?.ledgers).toEqual([
      expect.objectContaining({ name: 'Sharma Traders', debit: 53760, credit: 53760, closing_debit: 0 }),
    ]);
    const taxes = group('Current Liabilities')?.groups.find((each) => each.name === 'Duties & Taxes');
    expect(taxes?.ledgers.map((each) => [each.name, ...closing(each)])).toEqual([
      ['Input CGST', 3000, 0],
      ['Input SGST', 3000, 0],
      ['Output CGST', 0, 2880],
      ['Output SGST', 0, 2880],
    ]);
    expect(tb.lines).toEqual([]);
    expect(tb.totals).toEqual({
      opening_debit: 0,
      opening_credit: 0,
      debit: 378520,
      credit: 378520,
      closing_debit: 303760,
      closing_credit: 303760,
    });
  });

  it('makes a gross profit of 18,000.00 and a net profit of 3,000.00 in May', async () => {
    const pl = await statement<ProfitAndLossDoc>('profit-and-loss', '2026-05-01', '2026-05-31');
    expect(pl).toMatchObject({
      opening_stock: 0,
      purchases: [{ name: 'Purchase Accounts', amount: 50000, ledgers: [{ name: 'Purchase', amount: 50000 }] }],
      direct_expenses: [],
      sales: [{ name: 'Sales Accounts', amount: 48000, ledgers: [{ name: 'Sales', amount: 48000 }] }],
      closing_stock: 20000,
      gross_profit: 18000,
      indirect_expenses: [
        { name: 'Indirect Expenses', amount: 15000, ledgers: [{ name: 'Shop Rent', amount: 15000 }] },
      ],
      indirect_incomes: [],
      net_profit: 3000,
    });
  });

  it('balances the balance sheet at 31 May: 2,58,760.00 each side, with the profit and the closing stock', async () => {
    const bs = await statement<BalanceSheetDoc>('balance-sheet', '2026-05-01', '2026-05-31');
    expect(bs.start_date).toBe('2026-04-01');
    expect(bs.liabilities.map((line) => [line.name, line.amount])).toEqual([
      ['Capital Account', 200000],
      ['Current Liabilities', 55760],
      ['Profit & Loss A/c', 3000],
    ]);
    expect(bs.assets.map((line) => [line.name, line.amount])).toEqual([['Current Assets', 258760]]);
    expect(bs.assets[0]?.ledgers.map((ledger) => [ledger.name, ledger.amount])).toEqual([
      ['HDFC Bank', 238760],
      ['Closing Stock', 20000],
    ]);
    expect([bs.total_liabilities, bs.total_assets]).toEqual([258760, 258760]);
  });

  it('carries May into June: the trial balance of June opens where May closed', async () => {
    const june = await statement<TrialBalanceDoc>('trial-balance', '2026-06-01', '2026-06-30');
    expect(june.totals).toMatchObject({ opening_debit: 303760, opening_credit: 303760, debit: 0, credit: 0 });
    const sales = june.groups.find((each) => each.name === 'Sales Accounts');
    // Income and expenses count from the year's start (1 April), so May's sales open June.
    expect([sales?.opening_credit, sales?.closing_credit]).toEqual([48000, 48000]);
  });

  it("ages what is owed to Cipla (the bill of 5 May, unpaid, over 90 days past due) and Sharma's receipt on account", async () => {
    const get = async (side: string) =>
      dataOf<AgeingDoc>(await api.get(`/api/v1/reports/ageing?company_id=${company._id}&side=${side}`, user.idToken));
    const payables = await get('payables');
    expect(payables.parties).toEqual([
      {
        id: ids.supplier,
        name: 'Cipla Distributors',
        invoices: 1,
        not_due: 0,
        days_0_30: 0,
        days_31_60: 0,
        days_61_90: 0,
        over_90: 56000,
        total: 56000,
        on_account: 0,
        balance: 56000,
      },
    ]);
    // Sharma's payment was not set against the sale: the sale stays open, the receipt on account.
    expect((await get('receivables')).parties).toEqual([
      expect.objectContaining({ name: 'Sharma Traders', over_90: 53760, on_account: -53760, balance: 0 }),
    ]);
  });

  it('prints the trial balance and the balance sheet through the print engine', async () => {
    const print = async (view: string) => {
      const answer = await fetchLocalBytes(
        `/api/v1/reports/print?company_id=${company._id}&view=${view}&start_date=2026-05-01&end_date=2026-05-31`,
        user.idToken,
      );
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      return (await pdfPages(answer.bytes)).join('\n');
    };
    const trial = await print('trial-balance');
    for (const text of ['Trial Balance', '01/05/2026 to 31/05/2026', 'Shop Rent', 'Grand Total', '3,03,760.00'])
      expect(trial).toContain(text);
    const sheet = await print('balance-sheet');
    for (const text of [
      'Balance Sheet',
      'As on 31/05/2026',
      'Closing Stock',
      '20,000.00',
      'Total Assets',
      '2,58,760.00',
    ])
      expect(sheet).toContain(text);
  });

  it('keeps the bank book and the Day Book as registers, whole, for their files and PDFs', async () => {
    const table = async (query: string) =>
      api.get(`/api/v1/reports/statement-table?company_id=${company._id}&${query}`, user.idToken);
    const bank = dataOf<StatementTable>(
      await table(`view=ledger&ledger_id=${ids.bank}&start_date=2026-05-01&end_date=2026-05-31`),
    );
    expect(bank.title).toBe('Ledger: HDFC Bank');
    expect(bank.rows.map((row) => [row.cells[0], row.cells[1], row.cells[4], row.cells[5]])).toEqual([
      ['02/05/2026', "Proprietor's Capital", 200000, null],
      ['20/05/2026', 'Sharma Traders', 53760, null],
      ['31/05/2026', 'Shop Rent', null, 15000],
      ['', 'Opening Balance', null, null],
      ['', 'Current Total', 253760, 15000],
      ['', 'Closing Balance', 238760, null],
    ]);
    const dayBook = dataOf<StatementTable>(await table('view=day-book&start_date=2026-05-01&end_date=2026-05-31'));
    expect(dayBook.rows.map((row) => [row.cells[0], row.cells[1], row.cells[2]])).toEqual([
      ['02/05/2026', "Proprietor's Capital", 'Receipt'],
      ['05/05/2026', 'Cipla Distributors', 'Purchase'],
      ['12/05/2026', 'Sharma Traders', 'Sales'],
      ['20/05/2026', 'Sharma Traders', 'Receipt'],
      ['31/05/2026', 'Shop Rent', 'Payment'],
      ['', 'Total', ''],
    ]);

    const pdf = await fetchLocalBytes(
      `/api/v1/reports/print?company_id=${company._id}&view=ledger&ledger_id=${ids.bank}&start_date=2026-05-01&end_date=2026-05-31`,
      user.idToken,
    );
    const text = (await pdfPages(pdf.bytes)).join('\n');
    for (const expected of ['Ledger: HDFC Bank', 'Closing Balance', '2,38,760.00']) expect(text).toContain(expected);

    // A register may span years, as its screen does; a ledger statement names its ledger, one of the company's.
    expect((await table('view=day-book&start_date=2026-03-01&end_date=2026-05-31')).status).toBe(200);
    const unnamed = await table('view=ledger&start_date=2026-05-01&end_date=2026-05-31');
    expect([unnamed.status, unnamed.body.message]).toEqual([400, STATEMENT_LEDGER_REQUIRED]);
    const foreign = await table(`view=ledger&ledger_id=${randomUUID()}&start_date=2026-05-01&end_date=2026-05-31`);
    expect(foreign.status).toBe(404);
  });

  it('asks for one financial year at a time', async () => {
    const response = await api.get(
      `/api/v1/reports/trial-balance?company_id=${company._id}&start_date=2026-03-01&end_date=2026-05-31`,
      user.idToken,
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: 'The period must lie within one financial year (1 April to 31 March)',
    });
  });

  it("opens the next year with this year's closing balances, stock and profit (FY 2027-28)", async () => {
    // 30 April 2027: Sharma buys 10 Widgets @ 800.00 + 12%: 8,000.00 + 480.00 + 480.00 = 8,960.00.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-04-30T12:00:00+05:30'));
    await post(
      invoiceBody(
        company._id,
        'Sales',
        ids.customer,
        [{ item_id: ids.widget, quantity: 10, rate: 800, tax_rate: 12 }],
        {
          date: '2027-04-30',
        },
      ),
    );
    vi.useRealTimers();

    const tb = await statement<TrialBalanceDoc>('trial-balance', '2027-04-01', '2027-04-30');
    const closing = (row: { name: string; closing_debit: number; closing_credit: number }) => [
      row.name,
      row.closing_debit,
      row.closing_credit,
    ];
    // Purchases and rent start the year at nothing; May's profit is the Profit & Loss A/c; the 40
    // Widgets left at 500.00 are the opening stock.
    expect(tb.groups.map(closing)).toEqual([
      ['Capital Account', 0, 200000],
      ['Current Assets', 247720, 0],
      ['Current Liabilities', 0, 56720],
      ['Sales Accounts', 0, 8000],
    ]);
    expect(tb.lines.map(closing)).toEqual([
      ['Profit & Loss A/c', 0, 3000],
      ['Opening Stock', 20000, 0],
    ]);
    expect([tb.totals.closing_debit, tb.totals.closing_credit]).toEqual([267720, 267720]);

    const pl = await statement<ProfitAndLossDoc>('profit-and-loss', '2027-04-01', '2027-04-30');
    expect([pl.opening_stock, pl.closing_stock, pl.gross_profit, pl.net_profit]).toEqual([20000, 15000, 3000, 3000]);

    const bs = await statement<BalanceSheetDoc>('balance-sheet', '2027-04-01', '2027-04-30');
    expect(bs.liabilities.map((line) => [line.name, line.amount])).toEqual([
      ['Capital Account', 200000],
      ['Current Liabilities', 56720],
      ['Profit & Loss A/c', 6000],
    ]);
    expect([bs.total_liabilities, bs.total_assets]).toEqual([262720, 262720]);
  });
});
