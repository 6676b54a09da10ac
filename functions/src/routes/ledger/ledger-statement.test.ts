import { beforeAll, describe, expect, it } from 'vitest';
import type { Statement } from '@app/shared/books/ledger-statement';
import type { Ledger } from '@app/shared/books/ledger-docs';
import type { Company } from '@app/shared/companies';
import { financialYearStart, indianDate } from '@app/shared/financial-year';
import { addLedger } from '../../../test/books';
import { addProduct, companyOf, productBody } from '../../../test/catalogue';
import { api, dataOf } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';
import { invoiceBody, ledgerIdByName, postVoucher, transactionBody } from '../../../test/vouchers';

describe('customer ledger statement', () => {
  let user: TestUser;
  let company: Company;
  let customer: Ledger;
  const yearStart = financialYearStart();
  const today = indianDate();

  const statement = async (query: Record<string, string>) => {
    const params = new URLSearchParams({ company_id: company._id, ...query });
    const response = await api.get(`/api/v1/ledger/view/invoices/${customer._id}?${params.toString()}`, user.idToken);
    expect(response.status).toBe(200);
    return dataOf<Statement>(response);
  };

  beforeAll(async () => {
    user = await signUpUser();
    company = await companyOf(user, 'tax on');
    customer = await addLedger(user, company._id, { name: 'Gupta Medicos', opening_balance: -500 });
    const product = await addProduct(user, productBody(company._id, { unit: 'PCS', tax_rate: '18' }));
    await postVoucher(
      user,
      invoiceBody(
        company._id,
        'Sales',
        customer._id,
        [{ item_id: product._id, quantity: 10, rate: 100, tax_rate: 18 }],
        {
          date: yearStart,
        },
      ),
    );
    const cash = await ledgerIdByName(user, company._id, 'Cash');
    await postVoucher(user, transactionBody(company._id, 'Receipt', customer._id, cash, 300));
  });

  it('gives the opening balance, the period total and the closing balance (negative = DR)', async () => {
    const year = await statement({ start_date: yearStart, end_date: today });
    expect(year.meta).toMatchObject({
      total: 2,
      opening_balance: -500,
      current_total: -880,
      closing_balance: -1380,
      total_debit: 1180,
      total_credit: 300,
    });
    expect(year.docs.map((row) => [row.voucher_type, row.particulars, row.debit, row.credit])).toEqual([
      ['Receipt', 'Cash', 0, 300],
      ['Sales', 'Sales', 1180, 0],
    ]);
  });

  it('opens a later period with everything before it', async () => {
    if (today === yearStart) return; // on 1 April both vouchers fall on the same day
    const todayOnly = await statement({ start_date: today, end_date: today });
    expect(todayOnly.meta).toMatchObject({ opening_balance: -1680, current_total: 300, closing_balance: -1380 });
    expect(todayOnly.docs).toHaveLength(1);
  });

  it("gives the ledger's figures over a period in its header when asked for one (issue 32)", async () => {
    const header = async (query: Record<string, string>) => {
      const params = new URLSearchParams({ company_id: company._id, ...query });
      const response = await api.get(`/api/v1/ledger/view/${customer._id}?${params.toString()}`, user.idToken);
      return dataOf<Ledger[]>(response)[0];
    };
    expect(await header({})).toMatchObject({ opening_balance: -500, closing_balance: -1380, total_debit: 1180 });
    // The first day alone: the sale, not the receipt of today (the same day on 1 April).
    const firstDay = await header({ start_date: yearStart, end_date: yearStart });
    expect(firstDay).toMatchObject({ opening_balance: -500, total_debit: 1180 });
    if (today !== yearStart) expect(firstDay).toMatchObject({ closing_balance: -1680, total_credit: 0 });
    expect(await header({ end_date: today })).toMatchObject({ opening_balance: -500, closing_balance: -1380 });
  });

  it('filters by type and search', async () => {
    const sales = await statement({ start_date: yearStart, end_date: today, type: 'Sales' });
    expect(sales.docs.map((row) => row.voucher_type)).toEqual(['Sales']);
    const found = await statement({ start_date: yearStart, end_date: today, search: 'RV/' });
    expect(found.docs.map((row) => row.voucher_type)).toEqual(['Receipt']);
  });

  it("answers 404 for another user's ledger", async () => {
    const stranger = await signUpUser();
    const own = await companyOf(stranger, 'tax off', 'Stranger Stores');
    const response = await api.get(
      `/api/v1/ledger/view/invoices/${customer._id}?company_id=${own._id}`,
      stranger.idToken,
    );
    expect(response.status).toBe(404);
  });
});
