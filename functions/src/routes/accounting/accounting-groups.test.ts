import { describe, expect, it } from 'vitest';
import type {
  AccountingGroup,
  AccountingGroupOption,
  DefaultAccountingGroup,
} from '@app/shared/books/accounting-groups';
import { addGroup, companyOf } from '../../../test/catalogue';
import { api, dataOf } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';

const USER = '/api/v1/user';

interface GroupPage {
  docs: AccountingGroup[];
  meta: { page: number; limit: number; total: number };
}

/** A new user's company, and helpers that call the accounting-group routes as that user. */
async function books() {
  const user = await signUpUser();
  const company = await companyOf(user, 'tax on');
  const options = async (as: TestUser = user) =>
    dataOf<AccountingGroupOption[]>(
      await api.get(`${USER}/accounting/view/all/groups?company_id=${company._id}`, as.idToken),
    );
  const idOf = async (name: string) => {
    const found = (await options()).find((group) => group.name === name);
    if (!found) throw new Error(`no group named ${name}`);
    return found._id;
  };
  const create = (fields: Record<string, unknown>) =>
    api.post(`${USER}/accounting/create/group`, user.idToken, { company_id: company._id, ...fields });
  const add = async (name: string, parent: string, fields: Record<string, unknown> = {}) => {
    const response = await create({ name, parent_id: await idOf(parent), ...fields });
    if (response.status !== 201) throw new Error(`group not created: ${JSON.stringify(response.body)}`);
    return dataOf<AccountingGroup>(response);
  };
  const list = async (query = '') =>
    dataOf<GroupPage>(await api.get(`${USER}/accounting/view/all?company_id=${company._id}&${query}`, user.idToken));
  const update = (id: string, fields: Record<string, unknown>) =>
    api.put(`${USER}/update/group/${id}`, user.idToken, { company_id: company._id, ...fields });
  const remove = (id: string) => api.delete(`${USER}/delete/group/${id}?company_id=${company._id}`, user.idToken);
  return { user, company, options, idOf, create, add, list, update, remove };
}

const names = (groups: { name: string }[]) => groups.map((group) => group.name);
const statusAndMessage = (response: { status: number; body: { message?: string } }) => [
  response.status,
  response.body.message,
];

describe('accounting groups', () => {
  it('lists the default groups, which every new company starts with', async () => {
    const { user, options } = await books();
    const defaults = dataOf<DefaultAccountingGroup[]>(
      await api.get(`${USER}/view/default/accounting/groups`, user.idToken),
    );
    expect(defaults).toHaveLength(28);
    expect(defaults.find((group) => group.name === 'Debtors')).toEqual({
      name: 'Debtors',
      parent: 'Current Assets',
      nature: 'Assets',
      alias: 'Sundry Debtors',
    });
    const own = await options();
    expect(names(own)).toEqual([...names(defaults)].sort((a, b) => a.localeCompare(b, 'en-IN')));
    expect(own.find((group) => group.name === 'Creditors')).toMatchObject({
      parent: 'Current Liabilities',
      nature: 'Liabilities',
      alias: 'Sundry Creditors',
    });
  });

  it('creates a group under a parent, with its nature, and checks the form', async () => {
    const { create, add, idOf } = await books();
    const debtors = await idOf('Debtors');
    const created = await create({
      name: ' Mumbai Parties ',
      parent_id: debtors,
      alias: 'Bombay',
      description: 'Retail chemists in Mumbai',
    });
    expect(statusAndMessage(created)).toEqual([201, 'Group created successfully']);
    expect(dataOf<AccountingGroup>(created)).toMatchObject({
      name: 'Mumbai Parties',
      alias: 'Bombay',
      description: 'Retail chemists in Mumbai',
      parent: 'Debtors',
      parent_id: debtors,
      nature: 'Assets',
      is_default: false,
      is_deleted: false,
    });
    expect(await add('Andheri Parties', 'Mumbai Parties')).toMatchObject({
      parent: 'Mumbai Parties',
      nature: 'Assets',
    });

    const cases = [
      [
        { name: ' mumbai parties ', parent_id: debtors },
        409,
        "An accounting group named 'mumbai parties' already exists",
      ],
      [{ name: 'CASH-IN-HAND', parent_id: debtors }, 409, "An accounting group named 'CASH-IN-HAND' already exists"],
      [{ name: '', parent_id: debtors }, 400, 'Group name is required'],
      [{ name: 'M', parent_id: debtors }, 400, 'Group name must be at least 2 characters'],
      [{ name: 'Pune Parties' }, 400, 'Parent group is required'],
      [{ name: 'Pune Parties', parent_id: '00000000-0000-4000-8000-000000000000' }, 400, 'Parent group not found'],
      [
        { name: 'Pune Parties', parent_id: debtors, description: 'x'.repeat(501) },
        400,
        'Description must be less than 500 characters',
      ],
    ] as const;
    for (const [fields, status, message] of cases) {
      expect(statusAndMessage(await create(fields)), JSON.stringify(fields)).toEqual([status, message]);
    }
  });

  it('searches name, alias and parent, filters by parent, sorts both ways and pages', async () => {
    const { add, list, idOf } = await books();
    await add('Pune Parties', 'Debtors');
    await add('Mumbai Parties', 'Debtors', { alias: 'Bombay' });
    await add('Surat Parties', 'Creditors');

    expect(names((await list()).docs).slice(0, 3)).toEqual(['Bank Accounts', 'Bank OD A/c', 'Branch / Divisions']);
    expect(names((await list('search=parties')).docs)).toEqual(['Mumbai Parties', 'Pune Parties', 'Surat Parties']);
    expect(names((await list('search=parties&sortOrder=-1')).docs)).toEqual([
      'Surat Parties',
      'Pune Parties',
      'Mumbai Parties',
    ]);
    expect(names((await list('search=parties&sortField=created_at')).docs)).toEqual([
      'Pune Parties',
      'Mumbai Parties',
      'Surat Parties',
    ]);
    expect(names((await list('search=parties&sortField=parent&sortOrder=-1')).docs)).toEqual([
      'Pune Parties',
      'Mumbai Parties',
      'Surat Parties',
    ]);
    expect(names((await list('search=BOMBAY')).docs)).toEqual(['Mumbai Parties']);
    expect(names((await list('search=sundry')).docs)).toEqual(['Creditors', 'Debtors']);
    // 'current assets' is the name of one group and the parent of six.
    expect((await list('search=current%20assets')).meta.total).toBe(7);

    expect(names((await list('parent=debtors')).docs)).toEqual(['Mumbai Parties', 'Pune Parties']);
    expect(names((await list(`parent=${await idOf('Creditors')}`)).docs)).toEqual(['Surat Parties']);
    expect((await list('parent=all')).meta.total).toBe(31);

    const lastPage = await list('limit=10&page_no=4');
    expect(lastPage.meta).toEqual({ page: 4, limit: 10, total: 31 });
    expect(names(lastPage.docs)).toEqual(['Unsecured Loans']);
  });

  it('renames and moves a group with its branch, never under itself, and keeps defaults as they are', async () => {
    const { add, create, update, remove, list, idOf } = await books();
    const mumbai = await add('Mumbai Parties', 'Debtors');
    const andheri = await add('Andheri Parties', 'Mumbai Parties');
    const creditors = await idOf('Creditors');

    const moved = await update(mumbai._id, { name: 'Bombay Parties', parent_id: creditors, alias: 'Mumbai' });
    expect(statusAndMessage(moved)).toEqual([200, 'Group updated successfully']);
    expect(dataOf<AccountingGroup>(moved)).toMatchObject({
      name: 'Bombay Parties',
      alias: 'Mumbai',
      parent: 'Creditors',
      nature: 'Liabilities',
    });
    expect((await list('parent=bombay%20parties')).docs).toEqual([
      expect.objectContaining({ name: 'Andheri Parties', parent: 'Bombay Parties', nature: 'Liabilities' }),
    ]);
    expect((await create({ name: 'Mumbai Parties', parent_id: await idOf('Debtors') })).status).toBe(201);

    const refusals = [
      [
        mumbai._id,
        { name: 'Bombay Parties', parent_id: andheri._id },
        400,
        'A group cannot be moved under one of its own sub-groups',
      ],
      [mumbai._id, { name: 'Bombay Parties', parent_id: mumbai._id }, 400, 'A group cannot be its own parent'],
      [
        mumbai._id,
        { name: 'cash-in-hand', parent_id: creditors },
        409,
        "An accounting group named 'cash-in-hand' already exists",
      ],
      [mumbai._id, { inventory_group_name: 'Bombay Parties' }, 400, 'Group name is required'],
      [mumbai._id, { name: 'B', parent_id: creditors }, 400, 'Group name must be at least 2 characters'],
      [
        await idOf('Debtors'),
        { name: 'Customers', parent_id: await idOf('Current Assets') },
        409,
        'Default groups cannot be changed',
      ],
    ] as const;
    for (const [id, fields, status, message] of refusals) {
      expect(statusAndMessage(await update(id, fields)), JSON.stringify(fields)).toEqual([status, message]);
    }
    expect(statusAndMessage(await remove(await idOf('Cash-in-Hand')))).toEqual([
      409,
      'Default groups cannot be deleted',
    ]);
  });

  it('deletes an empty group, keeping it for the deleted list, and refuses one with ledgers or sub-groups', async () => {
    const { user, company, add, create, update, remove, list, options, idOf } = await books();
    const mumbai = await add('Mumbai Parties', 'Debtors');
    const andheri = await add('Andheri Parties', 'Mumbai Parties');
    expect(statusAndMessage(await remove(mumbai._id))).toEqual([
      409,
      'This group still has 1 sub-group: move or delete them first',
    ]);

    const ledger = await api.post('/api/v1/ledger/create', user.idToken, {
      company_id: company._id,
      name: 'Shah Medicals',
      parent_id: andheri._id,
      // A party under Debtors at any depth: a tax-registered company needs its state.
      mailing_country: 'India',
      mailing_state: 'Maharashtra',
    });
    expect(ledger.status).toBe(201);
    expect(statusAndMessage(await remove(andheri._id))).toEqual([
      409,
      'This group still has 1 ledger: move or delete them first',
    ]);
    const ledgerId = dataOf<{ _id: string }>(ledger)._id;
    expect((await api.delete(`/api/v1/ledger/delete/${ledgerId}?company_id=${company._id}`, user.idToken)).status).toBe(
      200,
    );

    expect(statusAndMessage(await remove(andheri._id))).toEqual([200, 'Group deleted successfully']);
    expect(dataOf<{ _id: string }>(await remove(mumbai._id))).toEqual({ _id: mumbai._id });
    expect(names((await list('is_deleted=true')).docs)).toEqual(['Andheri Parties', 'Mumbai Parties']);
    expect((await list()).meta.total).toBe(28);
    expect(names(await options())).not.toContain('Mumbai Parties');

    expect(statusAndMessage(await remove(mumbai._id))).toEqual([404, 'Group not found']);
    expect(statusAndMessage(await update(mumbai._id, { name: 'Again', parent_id: await idOf('Debtors') }))).toEqual([
      404,
      'Group not found',
    ]);
    expect(statusAndMessage(await create({ name: 'Pune Parties', parent_id: mumbai._id }))).toEqual([
      400,
      'Parent group not found',
    ]);
    expect((await create({ name: 'mumbai parties', parent_id: await idOf('Debtors') })).status).toBe(201);
  });

  it('lets either a new sub-group or the delete of its parent win a race, never both', async () => {
    const { add, create, remove, list } = await books();
    for (const name of ['Mumbai Parties', 'Pune Parties', 'Surat Parties']) {
      const parent = await add(name, 'Debtors');
      const [child, deleted] = await Promise.all([
        create({ name: `${name} - Retail`, parent_id: parent._id }),
        remove(parent._id),
      ]);
      const outcome = [child.status, deleted.status];
      expect([
        [201, 409],
        [400, 200],
      ]).toContainEqual(outcome);
      const live = names((await list(`search=${encodeURIComponent(name)}`)).docs);
      expect(live).toEqual(outcome[0] === 201 ? [name, `${name} - Retail`] : []);
    }
  });

  it("answers 404 for another user's company and another company's group", async () => {
    const owner = await books();
    const group = await owner.add('Mumbai Parties', 'Debtors');
    const stranger = await signUpUser();
    const own = await companyOf(stranger, 'tax on');
    const theirs = owner.company._id;
    const body = { company_id: theirs, name: 'Mine', parent_id: group._id };
    for (const response of await Promise.all([
      api.post(`${USER}/accounting/create/group`, stranger.idToken, body),
      api.get(`${USER}/accounting/view/all?company_id=${theirs}`, stranger.idToken),
      api.get(`${USER}/accounting/view/all/groups?company_id=${theirs}`, stranger.idToken),
      api.put(`${USER}/update/group/${group._id}`, stranger.idToken, body),
      api.delete(`${USER}/delete/group/${group._id}?company_id=${theirs}`, stranger.idToken),
    ])) {
      expect(statusAndMessage(response)).toEqual([404, 'Company not found']);
    }
    const crossed = { ...body, company_id: own._id };
    for (const response of await Promise.all([
      api.put(`${USER}/update/group/${group._id}`, stranger.idToken, crossed),
      api.delete(`${USER}/delete/group/${group._id}?company_id=${own._id}`, stranger.idToken),
    ])) {
      expect(statusAndMessage(response)).toEqual([404, 'Group not found']);
    }
    const borrowedParent = await api.post(`${USER}/accounting/create/group`, stranger.idToken, crossed);
    expect(statusAndMessage(borrowedParent)).toEqual([400, 'Parent group not found']);
    expect(names(await owner.options())).toContain('Mumbai Parties');
  });

  it('leaves inventory groups to their own rules at the shared update and delete paths', async () => {
    const { user, company, update } = await books();
    const medicines = await addGroup(user, company._id, 'Medicines');
    expect(statusAndMessage(await update(medicines._id, { name: 'Medicines', parent_id: 'x' }))).toEqual([
      400,
      'Group name is required',
    ]);
    const renamed = await update(medicines._id, { inventory_group_name: 'Medicines & Syrups' });
    expect(statusAndMessage(renamed)).toEqual([200, 'Group successfully updated! 🎉']);
  });
});
