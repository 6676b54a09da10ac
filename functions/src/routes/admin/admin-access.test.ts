import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPath } from '@app/shared/api/route';
import { routes } from '@app/shared/api/route-table';
import { ACCOUNT_DISABLED, ADMIN_MFA_REQUIRED, NOT_ADMIN_ROUTE, NOT_AN_ADMIN } from '@app/shared/auth/messages';
import { MFA_CLAIM } from '@app/shared/auth/mfa';
import { OPERATOR } from '#lib/admin/admin-audit';
import { setAdministrator } from '#lib/admin/administrators';
import { ACCESS_TRUSTED_MS } from '#lib/http/caller-access';
import { api } from '../../../test/fixtures';
import { httpEvent, parseResult, testContext } from '../../../test/http-event';
import { decodeJwt } from '../../../test/jwt';
import { signUpUser, tokensFor, type TestUser } from '../../../test/users';
import { handler as deleteAccount } from '../auth/delete-user';
import { handler as currentUser } from '../auth/get-current-user';
import { handler as updateUserStatus } from './update-user-status';
import { handler as listAdminUsers } from './list-admin-users';

/**
 * Issue 31: who the admin routes answer. Devika administers with a TOTP code; Kabir is in the
 * admin group but has not set up two-factor authentication; Priya is an ordinary user.
 */
const ADMIN_ROUTES = Object.values(routes).filter((route) => route.auth === 'admin');
let devika: TestUser;
let kabir: TestUser;
let priya: TestUser;

beforeAll(async () => {
  [devika, kabir, priya] = await Promise.all([
    signUpUser({ givenName: 'Devika', admin: true }),
    signUpUser({ givenName: 'Kabir', admin: true, mfa: false }),
    signUpUser({ givenName: 'Priya' }),
  ]);
});

/** Calls an admin route with a path of the right shape (a user id where it takes one) and an empty body. */
function callAdminRoute(route: (typeof ADMIN_ROUTES)[number], token: string) {
  const path = buildPath(route, { user_id: priya.sub });
  if (route.method === 'GET') return api.get(path, token);
  return route.method === 'PUT' ? api.put(path, token, {}) : api.post(path, token, {});
}

describe('the admin routes and the second factor', () => {
  it('puts the second factor in the ID token of an administrator who signed in with a TOTP code, and keeps it on refresh', async () => {
    expect(decodeJwt(devika.idToken)[MFA_CLAIM]).toBe('totp');
    expect(decodeJwt(kabir.idToken)[MFA_CLAIM]).toBeUndefined();
    expect(decodeJwt(priya.idToken)[MFA_CLAIM]).toBeUndefined();
    // Signing in again needs the code: the password alone does not give Devika tokens.
    await expect(tokensFor(devika.email, devika.password)).rejects.toThrow('asks for a TOTP code');
  });

  it('refuses every admin route to an administrator without it, and to an ordinary user', async () => {
    expect(ADMIN_ROUTES.length).toBeGreaterThanOrEqual(6);
    for (const route of ADMIN_ROUTES) {
      const withoutMfa = await callAdminRoute(route, kabir.idToken);
      expect([route.path, withoutMfa.status, withoutMfa.body.message]).toEqual([route.path, 403, ADMIN_MFA_REQUIRED]);
      const user = await callAdminRoute(route, priya.idToken);
      expect([route.path, user.status, user.body.message]).toEqual([route.path, 403, NOT_ADMIN_ROUTE]);
    }
  });

  it('answers every admin route to an administrator with it', async () => {
    for (const route of ADMIN_ROUTES) {
      const answered = await callAdminRoute(route, devika.idToken);
      // Past the gate: the route's own answer (200, or 400 for the empty body), never 401 or 403.
      expect([route.path, answered.status < 500 && ![401, 403].includes(answered.status)]).toEqual([route.path, true]);
    }
    expect((await api.get('/api/v1/admin/users', devika.idToken)).status).toBe(200);
  });

  it('lets the admin sign-in through only with it', async () => {
    const withoutMfa = await api.post('/api/v1/auth/login?user_type=admin', kabir.idToken, {});
    expect(withoutMfa).toMatchObject({ status: 403, body: { message: ADMIN_MFA_REQUIRED } });
    const withMfa = await api.post('/api/v1/auth/login?user_type=admin', devika.idToken, {});
    expect(withMfa).toMatchObject({ status: 200, body: { data: { user_type: 'admin' } } });
    const user = await api.post('/api/v1/auth/login?user_type=admin', priya.idToken, {});
    expect(user).toMatchObject({ status: 403, body: { message: NOT_AN_ADMIN } });
    // Kabir may still use the app as a user: the second factor is the admin console's.
    expect((await api.post('/api/v1/auth/login', kabir.idToken, {})).status).toBe(200);
  });
});

/**
 * Revocation within a minute: the handlers run here, in the test's own "container", whose clock
 * the test moves on instead of waiting. The tokens stay valid throughout (an hour).
 */
describe('taking access away while the token is still valid', () => {
  const claimsOf = (user: TestUser) => decodeJwt(user.idToken);
  const call = async (handler: typeof currentUser, user: TestUser, path: string) =>
    parseResult(await handler(httpEvent({ method: 'GET', path, claims: claimsOf(user) }), testContext()));
  const laterBy = (ms: number) => vi.setSystemTime(new Date(Date.now() + ms));

  afterEach(() => vi.useRealTimers());

  it('refuses a disabled user within a minute', async () => {
    const ravi = await signUpUser({ givenName: 'Ravi' });
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await call(currentUser, ravi, '/api/v1/auth/current/user')).statusCode).toBe(200);

    const disable = httpEvent({
      method: 'PUT',
      path: `/api/v1/admin/users/${ravi.sub}/status`,
      pathParameters: { user_id: ravi.sub },
      body: JSON.stringify({ disabled: true }),
      claims: claimsOf(devika),
    });
    expect(parseResult(await updateUserStatus(disable, testContext())).statusCode).toBe(200);
    laterBy(ACCESS_TRUSTED_MS);
    expect(await call(currentUser, ravi, '/api/v1/auth/current/user')).toMatchObject({
      statusCode: 403,
      body: { message: ACCOUNT_DISABLED },
    });
  });

  it('refuses a user removed from the admin group on the admin routes within a minute, and not on their own', async () => {
    const meera = await signUpUser({ givenName: 'Meera', admin: true });
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await call(listAdminUsers, meera, '/api/v1/admin/users')).statusCode).toBe(200);

    await setAdministrator(meera.email, false, OPERATOR);
    laterBy(ACCESS_TRUSTED_MS);
    // Her token still names the admin group, and it is still valid.
    expect(String(claimsOf(meera)['cognito:groups'])).toContain('admin');
    expect(await call(listAdminUsers, meera, '/api/v1/admin/users')).toMatchObject({
      statusCode: 403,
      body: { message: NOT_ADMIN_ROUTE },
    });
    expect((await call(currentUser, meera, '/api/v1/auth/current/user')).body).toMatchObject({
      data: [{ user_type: 'user' }],
    });
  });

  it('refuses a deleted account within a minute', async () => {
    const asha = await signUpUser({ givenName: 'Asha' });
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await call(currentUser, asha, '/api/v1/auth/current/user')).statusCode).toBe(200);
    const deletion = httpEvent({ method: 'DELETE', path: '/api/v1/auth/delete/user', claims: claimsOf(asha) });
    expect(parseResult(await deleteAccount(deletion, testContext())).statusCode).toBe(200);
    laterBy(ACCESS_TRUSTED_MS);
    expect(await call(currentUser, asha, '/api/v1/auth/current/user')).toMatchObject({
      statusCode: 403,
      body: { message: ACCOUNT_DISABLED },
    });
  });

  it('trusts what admitted a caller for less than a minute, and refuses at once where nothing did', async () => {
    const nikhil = await signUpUser({ givenName: 'Nikhil', admin: true });
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await call(listAdminUsers, nikhil, '/api/v1/admin/users')).statusCode).toBe(200);
    await setAdministrator(nikhil.email, false, OPERATOR);
    laterBy(ACCESS_TRUSTED_MS - 1000);
    expect((await call(listAdminUsers, nikhil, '/api/v1/admin/users')).statusCode).toBe(200);
    laterBy(1000);
    expect((await call(listAdminUsers, nikhil, '/api/v1/admin/users')).statusCode).toBe(403);
    // Made an administrator again: admitted at once, since a refusal is never remembered.
    await setAdministrator(nikhil.email, true, OPERATOR);
    expect((await call(listAdminUsers, nikhil, '/api/v1/admin/users')).statusCode).toBe(200);
  });
});
