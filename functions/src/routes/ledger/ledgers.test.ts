import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { Ledger, LedgerOption } from '@app/shared/books/ledger-docs';
import { documentClient, tableName } from '#lib/db/client';
import {
  addLedger,
  LEDGERS,
  ledgerBody,
  listLedgers,
  postToLedger,
  storedGroup,
  storedLedger,
} from '../../../test/books';
import { companyOf, sendMultipart } from '../../../test/catalogue';
import { api, dataOf, EXE_BYTES, PNG_BYTES } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';

const EVERY_FIELD = {
  name: 'Karnataka Pharma Distributors',
  parent: 'Creditors',
  user_id: 'ignored-user-id',
  alias: 'KPD',
  email: 'accounts@kpd.in',
  mailing_name: 'Karnataka Pharma Distributors Pvt Ltd',
  mailing_address: '45 Residency Road, Bengaluru',
  mailing_pincode: '560025',
  mailing_country: 'India',
  mailing_state: 'karnataka',
  code: '+91',
  number: '9845012345',
  bank_name: 'HDFC Bank',
  account_number: '50100234567890',
  bank_ifsc: 'hdfc0000523',
  bank_branch: 'Residency Road',
  account_holder: 'Karnataka Pharma Distributors',
  tin: '29AAGCB7383J1Z4',
  opening_balance: '25000.75',
};

async function allLedgers(user: TestUser, companyId: string) {
  return dataOf<LedgerOption[]>(await api.get(`${LEDGERS}/view/all/ledgers?company_id=${companyId}`, user.idToken));
}

const viewLedger = async (user: TestUser, companyId: string, id: string) =>
  api.get(`${LEDGERS}/view/${id}?company_id=${companyId}&start_date=2026-04-01&end_date=2026-04-30`, user.idToken);

describe('ledgers: create and read', () => {
  it('creates a supplier with every field, in rupees out and paise in, counted in its group', async () => {
    const user = await signUpUser();
    const company = await companyOf(user, 'tax on');
    const response = await api.post(`${LEDGERS}/create`, user.idToken, { company_id: company._id, ...EVERY_FIELD });
    expect([response.status, response.body.message]).toEqual([201, 'Creditors created successfully! 🎉']);
    const ledger = dataOf<Ledger>(response);
    expect(ledger).toMatchObject({
      ledger_name: 'Karnataka Pharma Distributors',
      name: 'Karnataka Pharma Distributors',
      parent: 'Creditors',
      user_id: user.sub,
      company_id: company._id,
      alias: 'KPD',
      phone: { code: '+91', number: '9845012345' },
      mailing_state: 'Karnataka',
      bank_ifsc: 'HDFC0000523',
      tin: '29AAGCB7383J1Z4',
      opening_balance: 25000.75,
      closing_balance: 25000.75,
      total_amount: 25000.75,
      total_debit: 0,
      total_credit: 0,
      voucher_count: 0,
      image: null,
      is_default: false,
      is_deleted: false,
    });

    const [read] = dataOf<Ledger[]>(await viewLedger(user, company._id, ledger._id));
    expect(read).toEqual(ledger);

    const item = await storedLedger(company._id, ledger._id);
    expect(item).toMatchObject({
      entity: 'ledger',
      opening_balance: 2_500_075,
      balance: 0,
      total_debit: 0,
      total_credit: 0,
      voucher_count: 0,
      is_deleted: false,
    });
    expect(item).not.toHaveProperty('image_key');
    expect((await storedGroup(company._id, ledger.parent_id))?.ledger_count).toBe(1);
  });

  it('files a ledger under any group, by parent_id or by name in any case, and a debit opening balance is negative', async () => {
    const user = await signUpUser();
    const company = await companyOf(user, 'tax off');
    const customer = await addLedger(user, company._id, { name: 'Walk-in Customer', opening_balance: '-1200.5' });
    expect(customer).toMatchObject({ parent: 'Debtors', opening_balance: -1200.5, closing_balance: -1200.5 });
    const bank = await api.post(`${LEDGERS}/create`, user.idToken, {
      company_id: company._id,
      name: 'HDFC Current Account',
      parent: 'bank accounts',
    });
    expect([bank.status, bank.body.message]).toEqual([201, 'Ledger created successfully! 🎉']);
    const bankLedger = dataOf<Ledger>(bank);
    expect(bankLedger.parent).toBe('Bank Accounts');
    const byId = await addLedger(user, company._id, {
      name: 'ICICI Savings',
      parent: undefined,
      parent_id: bankLedger.parent_id,
    });
    expect(byId.parent).toBe('Bank Accounts');
    const cases = [
      [{ parent: 'Sundry Nothing' }, 'Group not found'],
      [{ parent: undefined, parent_id: 'no-such-group' }, 'Group not found'],
      [{ parent: undefined }, 'Group is required'],
      [
        { parent: 'Debtors', parent_id: bankLedger.parent_id },
        "parent 'Debtors' is not the group of parent_id ('Bank Accounts')",
      ],
    ] as const;
    for (const [overrides, message] of cases) {
      const refused = await api.post(
        `${LEDGERS}/create`,
        user.idToken,
        ledgerBody(company._id, { name: 'X Y', ...overrides }),
      );
      expect([refused.status, refused.body.message]).toEqual([400, message]);
    }
  });

  it('takes multipart form data with the image as a file part, checked by its bytes', async () => {
    const user = await signUpUser();
    const company = await companyOf(user, 'tax on');
    const fields = {
      company_id: company._id,
      user_id: user.sub,
      name: 'Gupta Medicos',
      parent: 'Debtors',
      mailing_country: 'India',
      mailing_state: 'Maharashtra',
      opening_balance: '-500',
    };
    const created = await sendMultipart('POST', `${LEDGERS}/create`, user, fields, {
      bytes: PNG_BYTES,
      name: 'gupta.png',
      type: 'image/png',
    });
    expect([created.status, created.body.message]).toEqual([201, 'Debtors created successfully! 🎉']);
    const ledger = dataOf<Ledger>(created);
    expect(ledger.opening_balance).toBe(-500);
    expect(ledger.image_key).toMatch(new RegExp(`^images/${user.sub}/ledger/[\\w-]+\\.png$`));
    const image = await fetch(ledger.image ?? '');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG_BYTES);

    const disguised = await sendMultipart(
      'POST',
      `${LEDGERS}/create`,
      user,
      { ...fields, name: 'Other' },
      {
        bytes: EXE_BYTES,
        name: 'photo.png',
        type: 'image/png',
      },
    );
    expect([disguised.status, disguised.body.message]).toEqual([
      400,
      'Only PNG, JPEG, JPG, or WebP images are allowed.',
    ]);

    const kept = await sendMultipart('PUT', `${LEDGERS}/update/${ledger._id}`, user, {
      ...fields,
      email: 'gupta@medicos.in',
      image: ledger.image_key ?? '',
    });
    expect([kept.status, kept.body.message]).toEqual([200, 'Debtors updated successfully! 🎉']);
    expect(dataOf<Ledger>(kept)).toMatchObject({ email: 'gupta@medicos.in', image_key: ledger.image_key });
    const removed = await sendMultipart('PUT', `${LEDGERS}/update/${ledger._id}`, user, fields);
    expect(dataOf<Ledger>(removed)).toMatchObject({ image: null, email: null });
  });
});

describe('ledgers: the form rules', () => {
  it('answers every rule of the ledger form with its message', async () => {
    const user = await signUpUser();
    const company = await companyOf(user, 'tax on');
    const cases = [
      [{ name: '' }, 'Billing Name is required. This name is used for invoicing and legal purposes.'],
      [{ name: 'S' }, 'Name must be at least 2 characters'],
      [{ mailing_country: '', mailing_state: '' }, 'Billing country is required.'],
      [{ mailing_state: '' }, 'Billing state is required.'],
      [{ mailing_country: '', mailing_state: 'Kerala' }, 'Please select country first.'],
      [{ mailing_pincode: '4000011' }, 'Invalid pincode format'],
      [{ code: '0091', number: '9820098200' }, 'Invalid phone code format'],
      [{ number: '98200982' }, 'Invalid phone number format'],
      [{ email: 'sharma.traders' }, 'Invalid email format'],
      [{ account_number: '1234' }, 'Invalid bank account number format'],
      [{ bank_ifsc: 'HDFC1000523' }, 'Invalid IFSC code format'],
      [{ tin: '27AAPFU0939F1' }, 'Invalid TIN format'],
      [{ opening_balance: '10.555' }, 'Opening balance can have at most 2 decimal places'],
      [{ image: 'https://example.com/a.png' }, 'Unknown image: upload it first'],
    ] as const;
    for (const [overrides, message] of cases) {
      const response = await api.post(`${LEDGERS}/create`, user.idToken, ledgerBody(company._id, overrides));
      expect([response.status, response.body.message]).toEqual([400, message]);
    }
  });

  it('requires a valid TIN of Creditors with tax on, and nothing of the kind with tax off', async () => {
    const user = await signUpUser();
    const taxed = await companyOf(user, 'tax on');
    const supplier = ledgerBody(taxed._id, { name: 'Mehta Wholesale', parent: 'Creditors' });
    const missing = await api.post(`${LEDGERS}/create`, user.idToken, supplier);
    expect([missing.status, missing.body.message]).toEqual([400, 'TIN is required.']);
    const badCheck = await api.post(`${LEDGERS}/create`, user.idToken, { ...supplier, tin: '27AAPFU0939F1ZA' });
    expect([badCheck.status, badCheck.body.message]).toEqual([400, 'Invalid TIN: the check character does not match']);
    const otherState = await api.post(`${LEDGERS}/create`, user.idToken, { ...supplier, tin: '29AAGCB7383J1Z4' });
    expect([otherState.status, otherState.body.message]).toEqual([
      400,
      'TIN state code does not match the selected state',
    ]);
    const good = await api.post(`${LEDGERS}/create`, user.idToken, { ...supplier, tin: '27aapfu0939f1zv' });
    expect([good.status, dataOf<Ledger>(good).tin]).toEqual([201, '27AAPFU0939F1ZV']);
    const customer = await api.post(`${LEDGERS}/create`, user.idToken, ledgerBody(taxed._id));
    expect(customer.status).toBe(201);

    const untaxed = await companyOf(user, 'tax off', 'Verma Kirana');
    const plain = await api.post(`${LEDGERS}/create`, user.idToken, {
      company_id: untaxed._id,
      name: 'Mehta Wholesale',
      parent: 'Creditors',
    });
    expect([plain.status, plain.body.message]).toEqual([201, 'Creditors created successfully! 🎉']);
    expect(dataOf<Ledger>(plain)).toMatchObject({ tin: null, mailing_country: null, mailing_state: null });
  });

  it('keeps names unique per company, ignoring case and spaces, default ledgers included', async () => {
    const user = await signUpUser();
    const company = await companyOf(user, 'tax off');
    const first = await addLedger(user, company._id);
    const duplicate = await api.post(
      `${LEDGERS}/create`,
      user.idToken,
      ledgerBody(company._id, { name: '  SHARMA traders ' }),
    );
    expect([duplicate.status, duplicate.body.message]).toEqual([409, "A ledger named 'SHARMA traders' already exists"]);
    const cash = await api.post(`${LEDGERS}/create`, user.idToken, ledgerBody(company._id, { name: 'cash' }));
    expect([cash.status, cash.body.message]).toEqual([409, "A ledger named 'cash' already exists"]);

    const second = await addLedger(user, company._id, { name: 'Joshi Stores' });
    const clash = await api.put(
      `${LEDGERS}/update/${second._id}`,
      user.idToken,
      ledgerBody(company._id, { name: 'Sharma Traders' }),
    );
    expect(clash.status).toBe(409);
    const renamed = await api.put(
      `${LEDGERS}/update/${first._id}`,
      user.idToken,
      ledgerBody(company._id, { name: 'Sharma & Sons' }),
    );
    expect(renamed.status).toBe(200);
    expect((await api.post(`${LEDGERS}/create`, user.idToken, ledgerBody(company._id))).status).toBe(201);

    const other = await companyOf(user, 'tax off', 'Verma Wholesale');
    expect((await api.post(`${LEDGERS}/create`, user.idToken, ledgerBody(other._id))).status).toBe(201);
  });
});

describe('ledgers: the Customers Directory and pickers', () => {
  it('searches, filters, sorts both ways and pages the parties, with their states and closing totals', async () => {
    const user = await signUpUser();
    const company = await companyOf(user, 'tax off');
    const add = (body: Parameters<typeof addLedger>[2]) => addLedger(user, company._id, body);
    await add({
      name: 'Sharma Traders',
      mailing_state: 'Maharashtra',
      mailing_address: 'Pune',
      opening_balance: '-1000',
    });
    await add({
      name: 'Anand Medicals',
      alias: 'AM',
      mailing_state: 'gujarat',
      email: 'anand@meds.in',
      opening_balance: '-250.50',
    });
    await add({
      name: 'Zenith Pharma',
      parent: 'Creditors',
      mailing_state: 'Karnataka',
      tin: '29AAGCB7383J1Z4',
      opening_balance: '4000',
    });
    await add({ name: 'Bose Distributors', parent: 'Creditors', mailing_state: 'Maharashtra', number: '9830098300' });
    await add({ name: 'Item 10 Stores', mailing_country: 'Hong Kong', mailing_state: undefined });
    await add({ name: 'Kotak Current', parent: 'Bank Accounts', mailing_state: 'Delhi', opening_balance: '-99999' });

    const everyone = await listLedgers(user, company._id);
    expect(everyone.docs.map((l) => l.ledger_name)).toEqual([
      'Sharma Traders',
      'Anand Medicals',
      'Zenith Pharma',
      'Bose Distributors',
      'Item 10 Stores',
    ]);
    expect(everyone.meta).toEqual({
      page: 1,
      limit: 10,
      total: 5,
      unique: ['Gujarat', 'Karnataka', 'Maharashtra'],
      total_debit: 1250.5,
      total_credit: 4000,
    });

    const names = async (query: Record<string, string | number>) =>
      (await listLedgers(user, company._id, query)).docs.map((l) => l.ledger_name);
    expect(await names({ parent: 'Creditors' })).toEqual(['Zenith Pharma', 'Bose Distributors']);
    expect(await names({ parent: 'All' })).toHaveLength(5);
    expect(await names({ parent: 'Bank Accounts' })).toEqual(['Kotak Current']);
    expect(await names({ state: 'Maharashtra' })).toEqual(['Sharma Traders', 'Bose Distributors']);
    expect(await names({ state: 'maharashtra', parent: 'Debtors' })).toEqual(['Sharma Traders']);
    expect(await names({ search: 'pune' })).toEqual(['Sharma Traders']);
    expect(await names({ search: 'AM' })).toEqual(['Anand Medicals']);
    expect(await names({ search: 'anand@meds' })).toEqual(['Anand Medicals']);
    expect(await names({ search: '98300' })).toEqual(['Bose Distributors']);
    expect(await names({ search: '29aagcb' })).toEqual(['Zenith Pharma']);
    expect(await names({ search: 'nobody' })).toEqual([]);
    expect(await names({ sortField: 'name', sortOrder: 1 })).toEqual([
      'Anand Medicals',
      'Bose Distributors',
      'Item 10 Stores',
      'Sharma Traders',
      'Zenith Pharma',
    ]);
    expect(await names({ sortField: 'name', sortOrder: -1 })).toEqual([
      'Zenith Pharma',
      'Sharma Traders',
      'Item 10 Stores',
      'Bose Distributors',
      'Anand Medicals',
    ]);
    expect(await names({ sortField: 'state', sortOrder: 1 })).toEqual([
      'Anand Medicals',
      'Zenith Pharma',
      'Sharma Traders',
      'Bose Distributors',
      'Item 10 Stores',
    ]);
    expect(await names({ sortField: 'type', sortOrder: -1 })).toEqual([
      'Sharma Traders',
      'Anand Medicals',
      'Item 10 Stores',
      'Zenith Pharma',
      'Bose Distributors',
    ]);
    expect(await names({ sortOrder: -1 })).toEqual([
      'Item 10 Stores',
      'Bose Distributors',
      'Zenith Pharma',
      'Anand Medicals',
      'Sharma Traders',
    ]);
    const page = await listLedgers(user, company._id, { sortField: 'name', page_no: 2, limit: 2 });
    expect([page.docs.map((l) => l.ledger_name), page.meta.total, page.meta.page]).toEqual([
      ['Item 10 Stores', 'Sharma Traders'],
      5,
      2,
    ]);
    const creditors = await listLedgers(user, company._id, { parent: 'Creditors' });
    expect([creditors.meta.total_debit, creditors.meta.total_credit]).toEqual([0, 4000]);

    const tooMany = await api.get(`${LEDGERS}/view/all?company_id=${company._id}&limit=101`, user.idToken);
    expect([tooMany.status, tooMany.body.message]).toEqual([400, 'limit must be at most 100']);
    const badSort = await api.get(`${LEDGERS}/view/all?company_id=${company._id}&sortField=balance`, user.idToken);
    expect([badSort.status, badSort.body.message]).toEqual([
      400,
      'sortField must be one of: created_at, name, state, type',
    ]);
  });

  it('lists ledgers of a group, of several groups, and all of them, by name', async () => {
    const user = await signUpUser();
    const company = await companyOf(user, 'tax off');
    await addLedger(user, company._id, { name: 'Sharma Traders' });
    await addLedger(user, company._id, { name: 'Anand Medicals', mailing_state: 'Gujarat' });
    await addLedger(user, company._id, {
      name: 'SBI Current',
      parent: 'Bank Accounts',
      mailing_country: undefined,
      mailing_state: undefined,
    });

    const debtors = dataOf<LedgerOption[]>(
      await api.get(`${LEDGERS}/view/ledgers/with/type?company_id=${company._id}&type=Debtors`, user.idToken),
    );
    expect(debtors.map((l) => [l.name, l.parent, l.mailing_state, l.closing_balance])).toEqual([
      ['Anand Medicals', 'Debtors', 'Gujarat', 0],
      ['Sharma Traders', 'Debtors', 'Maharashtra', 0],
    ]);
    const noType = await api.get(`${LEDGERS}/view/ledgers/with/type?company_id=${company._id}`, user.idToken);
    expect([noType.status, noType.body.message]).toEqual([400, 'type is required']);

    const accounts = await api.post(
      `${LEDGERS}/view/ledgers/transaction/type?company_id=${company._id}`,
      user.idToken,
      ['Bank Accounts', 'Cash-in-Hand'],
    );
    expect(dataOf<LedgerOption[]>(accounts).map((l) => [l.name, l.parent, l.is_default])).toEqual([
      ['SBI Current', 'Bank Accounts', false],
      ['Cash', 'Cash-in-Hand', true],
    ]);
    const empty = await api.post(
      `${LEDGERS}/view/ledgers/transaction/type?company_id=${company._id}`,
      user.idToken,
      [],
    );
    expect([empty.status, empty.body.message]).toEqual([400, 'Send at least one group name']);

    const all = await allLedgers(user, company._id);
    expect(all.map((l) => l.name)).toEqual([
      'Anand Medicals',
      'Cash',
      'Input CGST',
      'Input IGST',
      'Input SGST',
      'Output CGST',
      'Output IGST',
      'Output SGST',
      'Purchase',
      'Round Off',
      'Sales',
      'SBI Current',
      'Sharma Traders',
    ]);
  });
});

describe('ledgers: update and delete', () => {
  it('replaces the form fields, keeps the voucher totals, and moves the group count', async () => {
    const user = await signUpUser();
    const company = await companyOf(user, 'tax off');
    const ledger = await addLedger(user, company._id, {
      alias: 'ST',
      email: 'st@example.in',
      number: '9820098200',
      opening_balance: '-1000',
    });
    // The voucher engine posts a sale of 500.00 to this customer (no vouchers exist yet: simulated).
    await postToLedger(company._id, ledger._id, {
      balance: -50_000,
      total_debit: 50_000,
      total_credit: 0,
      voucher_count: 1,
    });

    const response = await api.put(
      `${LEDGERS}/update/${ledger._id}`,
      user.idToken,
      ledgerBody(company._id, { name: 'Sharma Traders Pune', parent: 'Creditors', opening_balance: '-1500.25' }),
    );
    expect([response.status, response.body.message]).toEqual([200, 'Creditors updated successfully! 🎉']);
    expect(dataOf<Ledger>(response)).toMatchObject({
      ledger_name: 'Sharma Traders Pune',
      parent: 'Creditors',
      alias: null,
      email: null,
      phone: null,
      opening_balance: -1500.25,
      closing_balance: -2000.25,
      total_amount: -2000.25,
      total_debit: 500,
      total_credit: 0,
      voucher_count: 1,
    });
    const item = await storedLedger(company._id, ledger._id);
    expect(item).toMatchObject({ balance: -50_000, total_debit: 50_000, voucher_count: 1, opening_balance: -150_025 });
    expect(item).not.toHaveProperty('alias');
    expect(item).not.toHaveProperty('phone');
    const [read] = dataOf<Ledger[]>(await viewLedger(user, company._id, ledger._id));
    expect(read?.closing_balance).toBe(-2000.25);

    expect((await storedGroup(company._id, ledger.parent_id))?.ledger_count).toBe(0);
    const creditorsId = dataOf<Ledger>(response).parent_id;
    expect((await storedGroup(company._id, creditorsId))?.ledger_count).toBe(1);
  });

  it('lets a default ledger take an opening balance but not a new name, group or deletion', async () => {
    const user = await signUpUser();
    const company = await companyOf(user, 'tax on');
    const cash = (await allLedgers(user, company._id)).find((l) => l.name === 'Cash');
    if (!cash) throw new Error('no Cash ledger');
    const body = { company_id: company._id, name: 'Cash', parent: 'Cash-in-Hand', opening_balance: '-5000' };
    const opened = await api.put(`${LEDGERS}/update/${cash._id}`, user.idToken, body);
    expect([opened.status, opened.body.message]).toEqual([200, 'Ledger updated successfully! 🎉']);
    expect(dataOf<Ledger>(opened)).toMatchObject({ is_default: true, opening_balance: -5000, closing_balance: -5000 });

    const renamed = await api.put(`${LEDGERS}/update/${cash._id}`, user.idToken, { ...body, name: 'Petty Cash' });
    expect([renamed.status, renamed.body.message]).toEqual([
      409,
      "'Cash' is a default ledger: it cannot be renamed or moved to another group",
    ]);
    const moved = await api.put(`${LEDGERS}/update/${cash._id}`, user.idToken, { ...body, parent: 'Bank Accounts' });
    expect(moved.status).toBe(409);
    const deleted = await api.delete(`${LEDGERS}/delete/${cash._id}?company_id=${company._id}`, user.idToken);
    expect([deleted.status, deleted.body.message]).toEqual([409, "'Cash' is a default ledger and cannot be deleted"]);
  });

  it('deletes a ledger: gone from reads, its name free, its group count down, every change audited', async () => {
    const user = await signUpUser();
    const company = await companyOf(user, 'tax off');
    const ledger = await addLedger(user, company._id);
    await api.put(
      `${LEDGERS}/update/${ledger._id}`,
      user.idToken,
      ledgerBody(company._id, { opening_balance: '-700' }),
    );
    const deleted = await api.delete(`${LEDGERS}/delete/${ledger._id}?company_id=${company._id}`, user.idToken);
    expect([deleted.status, deleted.body.message, dataOf<{ _id: string }>(deleted)._id]).toEqual([
      200,
      'Sharma Traders deleted successfully.',
      ledger._id,
    ]);
    const gone = await viewLedger(user, company._id, ledger._id);
    expect([gone.status, gone.body.message]).toEqual([404, 'Ledger not found']);
    const again = await api.delete(`${LEDGERS}/delete/${ledger._id}?company_id=${company._id}`, user.idToken);
    expect([again.status, again.body.message]).toEqual([404, 'Ledger not found']);
    expect((await listLedgers(user, company._id)).meta.total).toBe(0);
    expect((await listLedgers(user, company._id, { is_deleted: 'true' })).docs.map((l) => l.ledger_name)).toEqual([
      'Sharma Traders',
    ]);
    expect((await storedGroup(company._id, ledger.parent_id))?.ledger_count).toBe(0);
    expect((await api.post(`${LEDGERS}/create`, user.idToken, ledgerBody(company._id))).status).toBe(201);

    const { Items = [] } = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :audit)',
        ExpressionAttributeValues: { ':pk': `COMPANY#${company._id}`, ':audit': 'AUDIT#' },
      }),
    );
    const trail = Items.filter((item) => item.record_id === ledger._id).sort((a, b) =>
      String(a.at).localeCompare(String(b.at)),
    );
    expect(trail.map((item) => [item.record_type as string, item.action as string, item.actor_id as string])).toEqual([
      ['ledger', 'create', user.sub],
      ['ledger', 'update', user.sub],
      ['ledger', 'delete', user.sub],
    ]);
    expect(trail[1]?.before).toMatchObject({ opening_balance: 0 });
    expect(trail[1]?.after).toMatchObject({ opening_balance: -70_000 });
  });

  it('refuses to delete a ledger that vouchers use, naming how many', async () => {
    const user = await signUpUser();
    const company = await companyOf(user, 'tax off');
    const ledger = await addLedger(user, company._id);
    // Vouchers do not exist yet: set the usage the voucher engine would have counted.
    await postToLedger(company._id, ledger._id, {
      balance: -30_000,
      total_debit: 30_000,
      total_credit: 0,
      voucher_count: 3,
    });
    const refused = await api.delete(`${LEDGERS}/delete/${ledger._id}?company_id=${company._id}`, user.idToken);
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'This ledger is used by 3 vouchers and cannot be deleted',
    ]);
    const [still] = dataOf<Ledger[]>(await viewLedger(user, company._id, ledger._id));
    expect(still).toMatchObject({ voucher_count: 3, closing_balance: -300, is_deleted: false });
  });

  it("answers 404 for another user's company and for another company's ledger", async () => {
    const owner = await signUpUser();
    const company = await companyOf(owner, 'tax off');
    const ledger = await addLedger(owner, company._id);
    const stranger = await signUpUser();
    const own = await companyOf(stranger, 'tax off');
    const attempts = [
      api.post(`${LEDGERS}/create`, stranger.idToken, ledgerBody(company._id, { name: 'Intruder' })),
      api.get(`${LEDGERS}/view/all?company_id=${company._id}`, stranger.idToken),
      api.get(`${LEDGERS}/view/ledgers/with/type?company_id=${company._id}&type=Debtors`, stranger.idToken),
      api.post(`${LEDGERS}/view/ledgers/transaction/type?company_id=${company._id}`, stranger.idToken, [
        'Cash-in-Hand',
      ]),
      api.get(`${LEDGERS}/view/all/ledgers?company_id=${company._id}`, stranger.idToken),
      viewLedger(stranger, company._id, ledger._id),
      api.put(`${LEDGERS}/update/${ledger._id}`, stranger.idToken, ledgerBody(company._id)),
      api.delete(`${LEDGERS}/delete/${ledger._id}?company_id=${company._id}`, stranger.idToken),
    ];
    for (const response of await Promise.all(attempts)) {
      expect([response.status, response.body.message]).toEqual([404, 'Company not found']);
    }
    const crossed = [
      viewLedger(stranger, own._id, ledger._id),
      api.put(`${LEDGERS}/update/${ledger._id}`, stranger.idToken, ledgerBody(own._id)),
      api.delete(`${LEDGERS}/delete/${ledger._id}?company_id=${own._id}`, stranger.idToken),
    ];
    for (const response of await Promise.all(crossed)) {
      expect([response.status, response.body.message]).toEqual([404, 'Ledger not found']);
    }
    const [still] = dataOf<Ledger[]>(await viewLedger(owner, company._id, ledger._id));
    expect(still?.ledger_name).toBe('Sharma Traders');
  });
});
