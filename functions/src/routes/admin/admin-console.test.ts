import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminAuditEntry, AdminCompany, AdminUser } from '@app/shared/api/admin';
import type { Company } from '@app/shared/companies';
import { cognitoClient } from '../../../../infra/local/cognito-local';
import { companyOf } from '../../../test/catalogue';
import { api, dataOf } from '../../../test/fixtures';
import { signUpUser, tokensFor, type TestUser } from '../../../test/users';

/**
 * Issue 20: the admin console's API. Devika administers; Priya signed up today and owns Nair
 * Pharmacy. Devika finds them, extends Priya's trial, sets her plan, disables and enables her;
 * every change is in the administrators' log. Anyone outside the admin group gets 403.
 */
const ADMIN = '/api/v1/admin';
let devika: TestUser;
let priya: TestUser;
let company: Company;

beforeAll(async () => {
  [devika, priya] = await Promise.all([
    signUpUser({ givenName: 'Devika', familyName: 'Rao', admin: true }),
    signUpUser({ givenName: 'Priya', familyName: 'Nair' }),
  ]);
  company = await companyOf(priya, 'tax on', `Nair Pharmacy ${priya.sub.slice(0, 6)}`);
});

const usersFound = async (search: string) =>
  dataOf<{ docs: AdminUser[]; total: number }>(
    await api.get(`${ADMIN}/users?search=${encodeURIComponent(search)}`, devika.idToken),
  );

/** A refresh of the user's session with their refresh token, as Amplify makes it. */
const refreshSession = (user: TestUser) =>
  cognitoClient(inject('stack').cognito.endpoint).send(
    new InitiateAuthCommand({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: inject('stack').cognito.userPoolClientId,
      AuthParameters: { REFRESH_TOKEN: user.refreshToken },
    }),
  );

const change = (body: object) => api.put(`${ADMIN}/users/${priya.sub}/subscription`, devika.idToken, body);

describe('the admin console', () => {
  it('finds users by e-mail or name, with their trial and companies', async () => {
    const byEmail = await usersFound(priya.email.toUpperCase());
    expect(byEmail.total).toBe(1);
    expect(byEmail.docs[0]).toMatchObject({
      user_id: priya.sub,
      name: 'Priya Nair',
      email: priya.email,
      disabled: false,
      plan: 'professional',
      status: 'trialing',
      trial_days_left: 14,
      writable: true,
      companies_owned: 1,
    });
    expect((await usersFound('priya nair')).docs.map((user) => user.user_id)).toContain(priya.sub);
  });

  it('finds companies by name, GSTIN or owner, with the owner', async () => {
    const found = dataOf<{ docs: AdminCompany[]; total: number }>(
      await api.get(`${ADMIN}/companies?search=${encodeURIComponent(company.name.toLowerCase())}`, devika.idToken),
    );
    expect(found.docs).toEqual([
      {
        company_id: company._id,
        name: company.name,
        gstin: '27AAPFU0939F1ZV',
        owner_id: priya.sub,
        owner_email: priya.email,
        created_at: company.created_at,
      },
    ]);
  });

  it('extends a trial, sets a plan, and will not extend the trial of a paid plan', async () => {
    const extended = await change({ action: 'extend_trial', days: 7 });
    expect(extended.status).toBe(200);
    expect(extended.body.message).toBe('Trial extended');
    expect(dataOf<AdminUser>(extended)).toMatchObject({ status: 'trialing', trial_days_left: 21 });

    const paid = await change({ action: 'set_plan', plan: 'enterprise', months: 12 });
    expect(dataOf<AdminUser>(paid)).toMatchObject({ plan: 'enterprise', plan_label: 'Enterprise', status: 'active' });
    const until = dataOf<AdminUser>(paid).current_period_end ?? '';
    expect(Date.parse(until) - Date.now()).toBeGreaterThan(364 * 86_400_000);

    const refused = await change({ action: 'extend_trial', days: 7 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This user is on a paid plan: set a plan instead of extending the trial');
    const invalid = await change({ action: 'extend_trial', days: 365 });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('Days must be a whole number from 1 to 90');
  });

  it('disables a user, who can no longer sign in nor refresh their session, and enables them again', async () => {
    const disabled = await api.put(`${ADMIN}/users/${priya.sub}/status`, devika.idToken, { disabled: true });
    expect(dataOf<AdminUser>(disabled).disabled).toBe(true);
    await expect(tokensFor(priya.email, priya.password)).rejects.toThrow('User is disabled.');
    // Issue 31: her open session ends too (signed out everywhere); her ID token is refused by the
    // API within a minute (caller-access.test.ts).
    await expect(refreshSession(priya)).rejects.toThrow();

    await api.put(`${ADMIN}/users/${priya.sub}/status`, devika.idToken, { disabled: false });
    const again = await tokensFor(priya.email, priya.password);
    expect((await api.post('/api/v1/auth/login', again.idToken, {})).status).toBe(200);

    const self = await api.put(`${ADMIN}/users/${devika.sub}/status`, devika.idToken, { disabled: true });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('You cannot disable your own account');
  });

  it("keeps every administrator's change in the log, newest first", async () => {
    const log = dataOf<AdminAuditEntry[]>(await api.get(`${ADMIN}/audit`, devika.idToken)).filter(
      (entry) => entry.user_id === priya.sub,
    );
    expect(log.map((entry) => [entry.action, entry.admin_email, entry.user_email])).toEqual([
      ['enable_user', devika.email, priya.email],
      ['disable_user', devika.email, priya.email],
      ['set_plan', devika.email, priya.email],
      ['extend_trial', devika.email, priya.email],
    ]);
    expect(log[3]?.detail).toMatch(/^Trial extended by 7 days, to \d{4}-\d{2}-\d{2}$/);
    expect(log[2]?.detail).toMatch(/^Plan set to Enterprise until \d{4}-\d{2}-\d{2}$/);
  });

  it('is for administrators only', async () => {
    for (const path of ['/users', '/companies', '/audit']) {
      expect((await api.get(`${ADMIN}${path}`, priya.idToken)).status).toBe(403);
    }
    expect((await api.put(`${ADMIN}/users/${devika.sub}/status`, priya.idToken, { disabled: true })).status).toBe(403);
  });
});
