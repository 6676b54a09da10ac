import { beforeAll, describe, expect, it } from 'vitest';
import type { Voucher } from '@app/shared/books/voucher-docs';
import type { VoucherPayload } from '@app/shared/books/voucher-input';
import type { Company } from '@app/shared/companies';
import { financialYearStart, indianDate } from '@app/shared/financial-year';
import type { TrialBalanceDoc } from '@app/shared/reports/statement-docs';
import { voucherNumber } from '@app/shared/books/serial-numbers';
import { addLedger } from '../../../test/books';
import { companyOf } from '../../../test/catalogue';
import { api, dataOf } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';
import { INVOICES, ledgerIdByName, postVoucher, sendVoucher } from '../../../test/vouchers';

/**
 * Issue 32: Journal and Contra vouchers, as Tally means them. A journal books depreciation of
 * furniture (Dr Depreciation 5,000.00, Cr Furniture 5,000.00); a contra deposits 10,000.00 of cash
 * in the bank. Both are numbered per year, balance to the paisa, and can be deleted.
 */
describe('journal and contra vouchers', () => {
  let user: TestUser;
  let company: Company;
  const ids = { depreciation: '', furniture: '', bank: '', cash: '', capital: '' };

  const journal = (
    type: 'Journal' | 'Contra',
    lines: [string, number][],
    overrides: Partial<VoucherPayload> = {},
  ): VoucherPayload => ({
    company_id: company._id,
    voucher_type: type,
    date: indianDate(),
    narration: 'Year-end entry',
    accounting: lines.map(([ledger_id, amount]) => ({ ledger_id, amount })),
    ...overrides,
  });
  const refusal = async (body: VoucherPayload) => {
    const response = await sendVoucher(user, body);
    return [response.status, (response.body as { message: string }).message];
  };
  const trialBalance = async () => {
    const today = indianDate();
    const response = await api.get(
      `/api/v1/reports/trial-balance?company_id=${company._id}&start_date=${financialYearStart()}&end_date=${today}`,
      user.idToken,
    );
    return dataOf<TrialBalanceDoc>(response);
  };
  const closingOf = (tb: TrialBalanceDoc, group: string) => {
    const found = tb.groups.find((each) => each.name === group);
    return found ? [found.closing_debit, found.closing_credit] : undefined;
  };

  beforeAll(async () => {
    user = await signUpUser();
    company = await companyOf(user, 'tax on');
    ids.depreciation = (await addLedger(user, company._id, { name: 'Depreciation', parent: 'Indirect Expenses' }))._id;
    ids.furniture = (
      await addLedger(user, company._id, { name: 'Furniture', parent: 'Fixed Assets', opening_balance: -50000 })
    )._id;
    ids.capital = (
      await addLedger(user, company._id, { name: 'Capital', parent: 'Capital Account', opening_balance: 50000 })
    )._id;
    ids.bank = (await addLedger(user, company._id, { name: 'HDFC Bank', parent: 'Bank Accounts' }))._id;
    ids.cash = await ledgerIdByName(user, company._id, 'Cash');
  });

  it('books depreciation by journal, numbered JV, and the trial balance moves it', async () => {
    const posted: Voucher = await postVoucher(
      user,
      journal('Journal', [
        [ids.depreciation, -5000],
        [ids.furniture, 5000],
      ]),
    );
    expect(posted.voucher_number).toBe(voucherNumber('Journal', financialYearStart(), 1));
    expect(posted.party_name).toBe('Depreciation');
    expect(posted.grand_total).toBe(5000);
    expect(posted.accounting_entries.map((line) => [line.ledger, line.amount])).toEqual([
      ['Depreciation', -5000],
      ['Furniture', 5000],
    ]);
    const tb = await trialBalance();
    expect(closingOf(tb, 'Indirect Expenses')).toEqual([5000, 0]);
    expect(closingOf(tb, 'Fixed Assets')).toEqual([45000, 0]);
    expect(tb.totals.closing_debit).toBe(tb.totals.closing_credit);
  });

  it('deposits cash in the bank by contra, numbered CV', async () => {
    const posted = await postVoucher(
      user,
      journal('Contra', [
        [ids.bank, -10000],
        [ids.cash, 10000],
      ]),
    );
    expect(posted.voucher_number).toBe(voucherNumber('Contra', financialYearStart(), 1));
    const assets = (await trialBalance()).groups.find((group) => group.name === 'Current Assets');
    expect(assets?.groups.map((group) => [group.name, group.closing_debit, group.closing_credit])).toEqual([
      ['Bank Accounts', 10000, 0],
      ['Cash-in-Hand', 0, 10000],
    ]);
  });

  it('refuses a journal that does not balance to the paisa, naming both sides', async () => {
    expect(
      await refusal(
        journal('Journal', [
          [ids.depreciation, -5000],
          [ids.furniture, 4999.99],
        ]),
      ),
    ).toEqual([400, 'Debits (₹5,000.00) and credits (₹4,999.99) must be equal']);
    expect(await refusal(journal('Journal', [[ids.depreciation, -5000]]))).toEqual([
      400,
      'A journal needs at least one debit and one credit',
    ]);
    expect(
      await refusal(
        journal('Journal', [
          [ids.furniture, -100],
          [ids.furniture, 100],
        ]),
      ),
    ).toEqual([400, 'A ledger can be on only one line of a voucher']);
  });

  it('refuses a contra that touches anything but cash and bank', async () => {
    expect(
      await refusal(
        journal('Contra', [
          [ids.bank, -100],
          [ids.capital, 100],
        ]),
      ),
    ).toEqual([400, 'A contra moves money between cash and bank accounts: Capital is neither']);
  });

  it('deletes a journal: it counts nowhere after', async () => {
    const posted = await postVoucher(
      user,
      journal('Journal', [
        [ids.depreciation, -700],
        [ids.furniture, 700],
      ]),
    );
    expect(closingOf(await trialBalance(), 'Indirect Expenses')).toEqual([5700, 0]);
    const response = await api.delete(`${INVOICES}/delete/${posted._id}?company_id=${company._id}`, user.idToken);
    expect(response.status).toBe(200);
    expect(closingOf(await trialBalance(), 'Indirect Expenses')).toEqual([5000, 0]);
  });
});
