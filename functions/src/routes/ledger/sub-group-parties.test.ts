import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountingGroup, AccountingGroupOption } from '@app/shared/books/accounting-groups';
import type { Ledger, LedgerOption } from '@app/shared/books/ledger-docs';
import type { Company } from '@app/shared/companies';
import { addLedger, LEDGERS, listLedgers } from '../../../test/books';
import { addProduct, companyOf, productBody } from '../../../test/catalogue';
import { api, dataOf } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';
import { invoiceBody, postVoucher, sendVoucher } from '../../../test/vouchers';

/**
 * Tally files customers in sub-groups of Sundry Debtors ('Mumbai Debtors', and under it 'Andheri
 * Debtors'): a ledger there is a party wherever a customer is taken, at any depth.
 */
describe('a ledger in a sub-group of Debtors or Creditors', () => {
  let user: TestUser;
  let company: Company;
  let andheri: AccountingGroup;

  const addGroup = async (name: string, parentName: string) => {
    const groups = dataOf<AccountingGroupOption[]>(
      await api.get(`/api/v1/user/accounting/view/all/groups?company_id=${company._id}`, user.idToken),
    );
    const parent = groups.find((group) => group.name === parentName);
    const response = await api.post('/api/v1/user/accounting/create/group', user.idToken, {
      company_id: company._id,
      name,
      parent_id: parent?._id,
    });
    expect(response.status).toBe(201);
    return dataOf<AccountingGroup>(response);
  };

  beforeAll(async () => {
    user = await signUpUser();
    company = await companyOf(user, 'tax on');
    await addGroup('Mumbai Debtors', 'Debtors');
    andheri = await addGroup('Andheri Debtors', 'Mumbai Debtors');
  });

  it('is a customer: listed, offered and invoiced, with its balance moved', async () => {
    const created = await api.post(`${LEDGERS}/create`, user.idToken, {
      company_id: company._id,
      name: 'Andheri Medicals',
      parent_id: andheri._id,
      mailing_country: 'India',
      mailing_state: 'Maharashtra',
    });
    expect([created.status, created.body.message]).toEqual([201, 'Debtors created successfully! 🎉']);
    const ledger = dataOf<Ledger>(created);
    expect(ledger).toMatchObject({ parent: 'Andheri Debtors', party_group: 'Debtors' });

    const directory = await listLedgers(user, company._id, { parent: 'Debtors' });
    expect(directory.docs.map((row) => [row.ledger_name, row.parent])).toEqual([
      ['Andheri Medicals', 'Andheri Debtors'],
    ]);
    const offered = dataOf<LedgerOption[]>(
      await api.get(`${LEDGERS}/view/ledgers/with/type?company_id=${company._id}&type=Debtors`, user.idToken),
    );
    expect(offered.map((option) => option.ledger_name)).toContain('Andheri Medicals');

    const product = await addProduct(user, productBody(company._id, { stock_item_name: 'Crocin 650' }));
    const sale = await postVoucher(
      user,
      invoiceBody(company._id, 'Sales', ledger._id, [{ item_id: product._id, quantity: 2, rate: 50, tax_rate: 12 }]),
    );
    expect(sale).toMatchObject({ party_name: 'Andheri Medicals', grand_total: 112, cgst: 6, sgst: 6 });
    const after = dataOf<Ledger[]>(
      await api.get(`${LEDGERS}/view/${ledger._id}?company_id=${company._id}`, user.idToken),
    );
    expect(after[0]).toMatchObject({ closing_balance: -112, party_group: 'Debtors' });
  });

  it('needs what a customer needs when tax is on, and a ledger outside the party groups is still refused', async () => {
    const stateless = await api.post(`${LEDGERS}/create`, user.idToken, {
      company_id: company._id,
      name: 'Stateless Chemists',
      parent_id: andheri._id,
    });
    expect(stateless.status).toBe(400);
    const cash = await addLedger(user, company._id, { name: 'Petty Cash', parent: 'Cash-in-Hand' });
    const product = await addProduct(user, productBody(company._id, { stock_item_name: 'Dolo 650' }));
    const refused = await sendVoucher(
      user,
      invoiceBody(company._id, 'Sales', cash._id, [{ item_id: product._id, quantity: 1, rate: 10, tax_rate: 12 }]),
    );
    expect([refused.status, refused.body.message]).toEqual([400, 'Please select a customer']);
  });
});
