import { beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '@app/shared/api/members';
import type { Company } from '@app/shared/companies';
import { companyOf } from '../../../test/catalogue';
import { api, dataOf } from '../../../test/fixtures';
import { joinAs } from '../../../test/members';
import { signUpUser, type TestUser } from '../../../test/users';

/**
 * Issue 20: the owner sees the company's members and their roles, gives them other roles and
 * takes them out; nobody else may, and the owner stays Owner. Meena owns Verma Medical Stores;
 * Ravi joins as Staff and Asha as Accountant.
 */
const MEMBERS = '/api/v1/company/members';
let owner: TestUser;
let ravi: TestUser;
let asha: TestUser;
let company: Company;

beforeAll(async () => {
  [owner, ravi, asha] = await Promise.all([
    signUpUser({ givenName: 'Meena', familyName: 'Iyer' }),
    signUpUser({ givenName: 'Ravi', familyName: 'Kumar' }),
    signUpUser({ givenName: 'Asha', familyName: 'Verma' }),
  ]);
  company = await companyOf(owner, 'tax on');
  await joinAs(company, ravi, 'staff');
  await joinAs(company, asha, 'accountant');
  for (const member of [ravi, asha]) {
    await api.post(`/api/v1/user/settings/switch-company/${company._id}`, member.idToken, {});
  }
});

const list = async (as: TestUser) => api.get(`${MEMBERS}?company_id=${company._id}`, as.idToken);

describe('the members of a company', () => {
  it('lists them for the owner, the owner first, with names, e-mails and roles', async () => {
    const members = dataOf<Member[]>(await list(owner));
    expect(members.map(({ name, email, role }) => ({ name, email, role }))).toEqual([
      { name: 'Meena Iyer', email: owner.email, role: 'owner' },
      { name: 'Ravi Kumar', email: ravi.email, role: 'staff' },
      { name: 'Asha Verma', email: asha.email, role: 'accountant' },
    ]);
  });

  it('refuses the list to an accountant, in the words of the role', async () => {
    const response = await list(asha);
    expect({ status: response.status, message: response.body.message }).toEqual({
      status: 403,
      message: 'Your role (Accountant) cannot manage team members in this company',
    });
  });

  it("changes Ravi's role to Viewer, and Ravi can no longer post a voucher", async () => {
    const response = await api.put(`${MEMBERS}/${ravi.sub}/role`, owner.idToken, {
      company_id: company._id,
      role: 'viewer',
    });
    expect(response.status).toBe(200);
    expect(dataOf<Member>(response)).toMatchObject({ name: 'Ravi Kumar', role: 'viewer' });
    const [mine] = dataOf<Company[]>(await api.get('/api/v1/user/company', ravi.idToken));
    expect(mine).toMatchObject({ _id: company._id, role: 'viewer', permissions: ['view', 'reports'] });
    const post = await api.post('/api/v1/invoices/create/vouchar', ravi.idToken, { company_id: company._id });
    expect({ status: post.status, message: post.body.message }).toEqual({
      status: 403,
      message: 'Your role (Viewer) cannot create vouchers in this company',
    });
  });

  it('keeps the owner Owner: no other role, no removal', async () => {
    const demote = await api.put(`${MEMBERS}/${owner.sub}/role`, owner.idToken, {
      company_id: company._id,
      role: 'staff',
    });
    expect({ status: demote.status, message: demote.body.message }).toEqual({
      status: 409,
      message: "The company's owner keeps the Owner role and cannot be removed",
    });
    const remove = await api.delete(`${MEMBERS}/${owner.sub}?company_id=${company._id}`, owner.idToken);
    expect(remove.status).toBe(409);
    const promote = await api.put(`${MEMBERS}/${asha.sub}/role`, owner.idToken, {
      company_id: company._id,
      role: 'owner',
    });
    expect(promote.status).toBe(400);
  });

  it('takes Asha out: the company is gone from her list and from her reach, and she is no longer current in it', async () => {
    const response = await api.delete(`${MEMBERS}/${asha.sub}?company_id=${company._id}`, owner.idToken);
    expect(response.status).toBe(200);
    expect(dataOf<Company[]>(await api.get('/api/v1/user/all/company', asha.idToken))).toEqual([]);
    expect(dataOf<Company[]>(await api.get('/api/v1/user/company', asha.idToken))).toEqual([]);
    const reach = await api.get(`/api/v1/ledger/view/all?company_id=${company._id}`, asha.idToken);
    expect(reach.status).toBe(404);
    expect(dataOf<Member[]>(await list(owner)).map((member) => member.name)).toEqual(['Meena Iyer', 'Ravi Kumar']);
    const again = await api.delete(`${MEMBERS}/${asha.sub}?company_id=${company._id}`, owner.idToken);
    expect({ status: again.status, message: again.body.message }).toEqual({ status: 404, message: 'Member not found' });
  });
});
