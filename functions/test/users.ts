import { randomUUID } from 'node:crypto';
import {
  AssociateSoftwareTokenCommand,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  SignUpCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import { OPERATOR } from '#lib/admin/admin-audit';
import { setAdministrator } from '#lib/admin/administrators';
import { createUserIfMissing, newUserRecord } from '#lib/db/users';
import { cognitoClient } from '../../infra/local/cognito-local';
import { TEST_CODE } from './global-setup';
import { totpCode } from './totp';

export interface TestUser {
  sub: string;
  email: string;
  password: string;
  idToken: string;
  accessToken: string;
  refreshToken: string;
  /** An administrator's authenticator secret (issue 31), when they set one up. */
  totpSecret?: string;
}

const cognito = () => cognitoClient(inject('stack').cognito.endpoint);

/** Signs in as the web app does locally; with a TOTP secret, answers Cognito's code challenge too. */
export async function tokensFor(email: string, password: string, totpSecret?: string) {
  const { cognito: pool } = inject('stack');
  let auth = await cognito().send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: pool.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  if (auth.ChallengeName === 'SOFTWARE_TOKEN_MFA') {
    if (!totpSecret) throw new Error('sign-in asks for a TOTP code, and the user has no secret here');
    auth = await cognito().send(
      new RespondToAuthChallengeCommand({
        ClientId: pool.userPoolClientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: auth.Session,
        ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: totpCode(totpSecret) },
      }),
    );
  }
  const { IdToken, AccessToken, RefreshToken } = auth.AuthenticationResult ?? {};
  if (!IdToken || !AccessToken) throw new Error('sign-in returned no tokens');
  return { idToken: IdToken, accessToken: AccessToken, refreshToken: RefreshToken ?? '' };
}

/**
 * Issue 31: what the admin sign-in has an administrator do, through Cognito's own calls (as
 * Amplify makes them): an authenticator secret for the signed-in user, confirmed with a code, and
 * TOTP made their MFA. Returns the secret.
 */
export async function setUpTotp(accessToken: string): Promise<string> {
  const { SecretCode } = await cognito().send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
  if (!SecretCode) throw new Error('Cognito returned no TOTP secret');
  await cognito().send(new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: totpCode(SecretCode) }));
  await cognito().send(
    new SetUserMFAPreferenceCommand({
      AccessToken: accessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
  return SecretCode;
}

/**
 * A user made the way the web app makes one: sign-up, then confirmation with the code from the
 * e-mail (fixed in tests), which fires the PostConfirmation trigger; then a sign-in. An
 * administrator is made as `npm run make-admin` makes one and, unless `mfa: false`, sets up TOTP
 * and signs in again with a code, as the admin sign-in has them do (issue 31).
 */
export async function signUpUser(
  options: { givenName?: string; familyName?: string; phone?: string; admin?: boolean; mfa?: boolean } = {},
): Promise<TestUser> {
  const { cognito: pool } = inject('stack');
  const email = `user-${randomUUID().slice(0, 8)}@example.in`;
  const password = 'Test@12345';
  const signUp = await cognito().send(
    new SignUpCommand({
      ClientId: pool.userPoolClientId,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'given_name', Value: options.givenName ?? 'Ravi' },
        { Name: 'family_name', Value: options.familyName ?? 'Kumar' },
        { Name: 'phone_number', Value: options.phone ?? '+919812345678' },
      ],
    }),
  );
  await cognito().send(
    new ConfirmSignUpCommand({ ClientId: pool.userPoolClientId, Username: email, ConfirmationCode: TEST_CODE }),
  );
  if (!signUp.UserSub) throw new Error('sign-up returned no sub');
  const user = { sub: signUp.UserSub, email, password };
  if (options.admin) await setAdministrator(email, true, OPERATOR);
  const tokens = await tokensFor(email, password);
  if (!options.admin || options.mfa === false) return { ...user, ...tokens };
  const totpSecret = await setUpTotp(tokens.accessToken);
  return { ...user, totpSecret, ...(await tokensFor(email, password, totpSecret)) };
}

/** A profile straight in the table, for tests that invoke handlers without going through Cognito. */
export async function profileOnly(sub: string, email: string) {
  await createUserIfMissing(
    newUserRecord({
      user_id: sub,
      email,
      name: { first: 'Test', last: 'User' },
      phone: { code: '+91', number: '9800000000' },
      user_type: 'user',
    }),
  );
}
