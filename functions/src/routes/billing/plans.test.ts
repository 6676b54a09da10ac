import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionView } from '@app/shared/api/routes/billing/get-subscription';
import type { Company } from '@app/shared/companies';
import { indianDate } from '@app/shared/financial-year';
import { addLedger } from '../../../test/books';
import { companyOf } from '../../../test/catalogue';
import { api, companyInput, dataOf } from '../../../test/fixtures';
import { joinAs } from '../../../test/members';
import { setPlan } from '../../../test/plans';
import { signUpUser, type TestUser } from '../../../test/users';
import { ledgerIdByName, listVoucherPage, sendVoucher, transactionBody } from '../../../test/vouchers';

/**
 * Issue 20: plans and the trial, enforced on the server. Every user starts 14 days of
 * Professional (2 companies, tax); Starter allows 1 company without tax; Enterprise any number.
 * Past the trial, or with a lapsed plan, the books stay readable but nothing new is posted (402,
 * with the way to /pricing). The subscriptions below are written as the webhook or an admin
 * would write them.
 */
const DAY_MS = 86_400_000;
const SUBSCRIPTION = '/api/v1/billing/subscription';
const CREATE_COMPANY = '/api/v1/user/create/company';

const subscriptionOf = async (user: TestUser) => dataOf<SubscriptionView>(await api.get(SUBSCRIPTION, user.idToken));

/** A receipt of 500.00 in cash from a new customer (whom the owner adds): a new voucher in the company. */
async function receipt(owner: TestUser, company: Company, by = owner) {
  const name = `Customer ${randomUUID().slice(0, 8)}`;
  const customer = (await addLedger(owner, company._id, { name, mailing_state: 'Maharashtra' }))._id;
  const cash = await ledgerIdByName(owner, company._id, 'Cash');
  return sendVoucher(by, transactionBody(company._id, 'Receipt', customer, cash, 500));
}

describe('the trial', () => {
  it('gives a new user 14 days of Professional: 2 companies with tax, the third refused', async () => {
    const user = await signUpUser();
    expect(await subscriptionOf(user)).toMatchObject({
      plan: 'professional',
      plan_label: 'Professional',
      status: 'trialing',
      trial_days_left: 14,
      writable: true,
      message: null,
      companies_owned: 0,
      companies_allowed: 2,
      tax: true,
    });
    await companyOf(user, 'tax on', 'Verma Medical Stores');
    await companyOf(user, 'tax off', 'Verma Wholesale');
    const third = await api.post(CREATE_COMPANY, user.idToken, companyInput({ name: 'Verma Surgicals' }));
    expect(third.status).toBe(402);
    expect(third.body.message).toBe('The Professional plan allows 2 companies: upgrade on /pricing to add another');
    expect((await subscriptionOf(user)).companies_owned).toBe(2);
  });

  it('once ended, refuses new vouchers and companies but keeps the books readable', async () => {
    const [owner, staff] = await Promise.all([signUpUser(), signUpUser()]);
    const company = await companyOf(owner, 'tax on');
    await joinAs(company, staff, 'staff');
    expect((await receipt(owner, company)).status).toBe(201);

    await setPlan(owner, 'professional', 'trialing', { trial: -DAY_MS });
    expect(await subscriptionOf(owner)).toMatchObject({ writable: false, trial_days_left: 0 });

    const refused = await receipt(owner, company);
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe(
      'Your free trial has ended: choose a plan on /pricing to add new vouchers. The books stay readable and exportable.',
    );
    const byStaff = await receipt(owner, company, staff);
    expect(byStaff.status).toBe(402);
    expect(byStaff.body.message).toBe(
      "The free trial of this company's owner has ended: they can choose a plan on /pricing to add new vouchers. The books stay readable and exportable.",
    );
    const another = await api.post(CREATE_COMPANY, owner.idToken, companyInput({ name: 'Verma Wholesale' }));
    expect(another.status).toBe(402);

    const list = await listVoucherPage(owner, '/api/v1/transactions/view/all', {
      company_id: company._id,
      start_date: indianDate(),
      end_date: indianDate(),
    });
    expect(list.meta.total).toBe(1);
    expect((await api.get(`/api/v1/dashboard?company_id=${company._id}`, owner.idToken)).status).toBe(200);

    await setPlan(owner, 'professional', 'active', { period: 30 * DAY_MS });
    expect((await receipt(owner, company)).status).toBe(201);
  });
});

describe('the plans', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await signUpUser();
    await setPlan(user, 'starter', 'active', { period: 30 * DAY_MS });
  });

  it('Starter: one company, and no GST', async () => {
    const taxed = await api.post(CREATE_COMPANY, user.idToken, companyInput({ tin: '27AAPFU0939F1ZV' }));
    expect(taxed.status).toBe(402);
    expect(taxed.body.message).toBe('The Starter plan has no tax features: upgrade on /pricing to use GST');
    const company = await companyOf(user, 'tax off');
    expect((await receipt(user, company)).status).toBe(201);
    const turnedOn = await api.put(
      `/api/v1/user/update/company/${company._id}`,
      user.idToken,
      companyInput({ tin: '27AAPFU0939F1ZV' }),
    );
    expect(turnedOn.status).toBe(402);
    const second = await api.post(CREATE_COMPANY, user.idToken, companyInput({ name: 'Verma Wholesale' }));
    expect(second.status).toBe(402);
    expect(second.body.message).toBe('The Starter plan allows 1 company: upgrade on /pricing to add another');
  });

  it('Starter: no team; members added before a downgrade keep reading, and only the owner posts', async () => {
    const owner = await signUpUser();
    const [accountant, outsider] = await Promise.all([signUpUser(), signUpUser()]);
    const company = await companyOf(owner, 'tax off');
    await joinAs(company, accountant, 'accountant');
    await setPlan(owner, 'starter', 'active', { period: 30 * DAY_MS });
    const noTeam = 'The Starter plan has no team: upgrade on /pricing to invite people and give them roles';

    const invited = await api.post('/api/v1/company/members/invite', owner.idToken, {
      company_id: company._id,
      name: 'Ravi',
      email: outsider.email,
      role: 'staff',
    });
    expect(invited.status).toBe(402);
    expect(invited.body.message).toBe(noTeam);
    const promoted = await api.put(`/api/v1/company/members/${accountant.sub}/role`, owner.idToken, {
      company_id: company._id,
      role: 'viewer',
    });
    expect(promoted.status).toBe(402);
    expect(promoted.body.message).toBe(noTeam);

    const byMember = await receipt(owner, company, accountant);
    expect(byMember.status).toBe(402);
    expect(byMember.body.message).toBe(
      "The Starter plan of this company's owner has no team: only they add vouchers until they upgrade on /pricing. The books stay readable and exportable.",
    );
    expect((await api.get(`/api/v1/dashboard?company_id=${company._id}`, accountant.idToken)).status).toBe(200);
    expect((await receipt(owner, company)).status).toBe(201);

    await setPlan(owner, 'professional', 'active', { period: 30 * DAY_MS });
    expect((await receipt(owner, company, accountant)).status).toBe(201);
  });

  it('Starter: no bills read by AI; upgraded, the same upload is taken', async () => {
    const owner = await signUpUser();
    const company = await companyOf(owner, 'tax off');
    await setPlan(owner, 'starter', 'active', { period: 30 * DAY_MS });
    const upload = () =>
      api.post('/api/v1/bills/upload', owner.idToken, {
        company_id: company._id,
        files: [{ file_name: 'bill.pdf', content_type: 'application/pdf', size: 2048 }],
      });
    const refused = await upload();
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe(
      'The Starter plan does not read bills by AI: upgrade on /pricing to have bills read',
    );
    await setPlan(owner, 'professional', 'active', { period: 30 * DAY_MS });
    expect((await upload()).status).toBe(201);
  });

  it('Enterprise: any number of companies', async () => {
    const big = await signUpUser();
    await setPlan(big, 'enterprise', 'active', { period: 30 * DAY_MS });
    for (const name of ['Verma One', 'Verma Two', 'Verma Three']) await companyOf(big, 'tax on', name);
    expect(await subscriptionOf(big)).toMatchObject({ companies_owned: 3, companies_allowed: null });
  });

  it('a downgrade deletes nothing: the company beyond the plan is kept, readable, and takes no new voucher', async () => {
    const owner = await signUpUser();
    const first = await companyOf(owner, 'tax off', 'Verma Medical Stores');
    const second = await companyOf(owner, 'tax off', 'Verma Wholesale');
    await setPlan(owner, 'starter', 'active', { period: 30 * DAY_MS });

    const companies = dataOf<Company[]>(await api.get('/api/v1/user/all/company', owner.idToken));
    expect(companies.map((company) => company.name).sort()).toEqual(['Verma Medical Stores', 'Verma Wholesale']);
    expect((await receipt(owner, first)).status).toBe(201);
    const beyond = await receipt(owner, second);
    expect(beyond.status).toBe(402);
    expect(beyond.body.message).toBe(
      'This company is beyond the 1 company of the Starter plan: upgrade on /pricing to add new vouchers. The books stay readable and exportable.',
    );
  });

  it('a lapsed plan counts until the end of the period paid for', async () => {
    const owner = await signUpUser();
    const company = await companyOf(owner, 'tax on');
    await setPlan(owner, 'professional', 'cancelled', { period: DAY_MS });
    expect((await receipt(owner, company)).status).toBe(201);
    await setPlan(owner, 'professional', 'halted', { period: -DAY_MS });
    const refused = await receipt(owner, company);
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe(
      'Your plan is not active: renew it on /pricing to add new vouchers. The books stay readable and exportable.',
    );
  });
});
