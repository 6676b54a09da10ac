import { InitiateAuthCommand, RespondToAuthChallengeCommand } from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminAuditEntry } from '@app/shared/api/admin';
import { cognitoClient } from '../../../../infra/local/cognito-local';
import { api, dataOf } from '../../../test/fixtures';
import { setUpTotp, signUpUser, tokensFor, type TestUser } from '../../../test/users';

/**
 * Issue 31: an administrator creates accounts. Each gets a temporary password that Cognito makes
 * them change at the first sign-in; every creation is in the administrators' log, and one that
 * makes another administrator says so there.
 */
let devika: TestUser;

beforeAll(async () => {
  devika = await signUpUser({ givenName: 'Devika', admin: true });
});

const cognito = () => cognitoClient(inject('stack').cognito.endpoint);
const freshEmail = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.in`;

const createUser = (body: object) => api.post('/api/v1/admin/create/user', devika.idToken, body);

const logOf = async (userId: string) =>
  dataOf<AdminAuditEntry[]>(await api.get('/api/v1/admin/audit', devika.idToken)).filter(
    (entry) => entry.user_id === userId,
  );

/** The first sign-in with the temporary password: Cognito asks for the user's own first. */
async function firstSignIn(email: string, temporary: string, own: string) {
  const clientId = inject('stack').cognito.userPoolClientId;
  const started = await cognito().send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: temporary },
    }),
  );
  expect(started.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  expect(started.AuthenticationResult).toBeUndefined();
  await cognito().send(
    new RespondToAuthChallengeCommand({
      ClientId: clientId,
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: started.Session,
      ChallengeResponses: { USERNAME: email, NEW_PASSWORD: own },
    }),
  );
  return tokensFor(email, own);
}

describe('POST /api/v1/admin/create/user', () => {
  it('creates a user with a temporary password they change at the first sign-in, and logs it', async () => {
    const email = freshEmail('suresh');
    const created = await createUser({ email, first: 'Suresh', last: 'Pillai', password: 'Temp@2026x' });
    expect(created).toMatchObject({ status: 201, body: { message: 'User created' } });
    const { id } = dataOf<{ id: string }>(created);

    const log = await logOf(id);
    expect(log.map((entry) => [entry.action, entry.admin_email, entry.user_email, entry.detail])).toEqual([
      [
        'create_user',
        devika.email,
        email,
        'Account created with a temporary password, to be changed at the first sign-in',
      ],
    ]);

    const tokens = await firstSignIn(email, 'Temp@2026x', 'Suresh@Own1');
    const me = await api.get('/api/v1/auth/current/user', tokens.idToken);
    expect(me.body.data).toMatchObject([
      { _id: id, email, name: { first: 'Suresh', last: 'Pillai' }, user_type: 'user' },
    ]);
    expect((await api.get('/api/v1/admin/users', tokens.idToken)).status).toBe(403);
  });

  it('makes an administrator only when asked, and the log says so', async () => {
    const email = freshEmail('lata');
    const created = await createUser({ email, first: 'Lata', password: 'Temp@2026y', user_type: 'admin' });
    expect(created).toMatchObject({ status: 201, body: { message: 'Administrator created' } });
    const { id } = dataOf<{ id: string }>(created);
    expect((await logOf(id)).map((entry) => entry.detail)).toEqual([
      'Account created with a temporary password, to be changed at the first sign-in; made an administrator',
    ]);

    // Lata chooses her password, sets up her authenticator as the admin sign-in asks, and is in.
    const tokens = await firstSignIn(email, 'Temp@2026y', 'Lata@Own12');
    const secret = await setUpTotp(tokens.accessToken);
    const withCode = await tokensFor(email, 'Lata@Own12', secret);
    expect((await api.get('/api/v1/admin/users', withCode.idToken)).status).toBe(200);
  });

  it('refuses an e-mail that already has an account, and writes nothing to the log', async () => {
    const taken = await createUser({ email: devika.email, first: 'Again', password: 'Temp@2026z' });
    expect(taken).toMatchObject({ status: 409, body: { message: 'A user with this e-mail already exists.' } });
    const log = dataOf<AdminAuditEntry[]>(await api.get('/api/v1/admin/audit', devika.idToken));
    expect(log.filter((entry) => entry.user_email === devika.email && entry.action === 'create_user')).toEqual([]);
  });

  it('keeps the rules: a temporary password of 8 or more characters', async () => {
    const short = await createUser({ email: freshEmail('short'), first: 'Short', password: 'Ab1!' });
    expect(short).toMatchObject({ status: 400, body: { message: 'Password must be at least 8 characters' } });
  });
});
