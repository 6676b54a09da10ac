import { randomUUID } from 'node:crypto';
import {
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
  AdminAddUserToGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import { createUserIfMissing, newUserRecord } from '#lib/db/users';
import { cognitoClient } from '../../infra/local/cognito-local';
import { TEST_CODE } from './global-setup';

export interface TestUser {
  sub: string;
  email: string;
  password: string;
  idToken: string;
  accessToken: string;
}

const cognito = () => cognitoClient(inject('stack').cognito.endpoint);

async function tokensFor(email: string, password: string) {
  const { cognito: pool } = inject('stack');
  const auth = await cognito().send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: pool.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const { IdToken, AccessToken } = auth.AuthenticationResult ?? {};
  if (!IdToken || !AccessToken) throw new Error('sign-in returned no tokens');
  return { idToken: IdToken, accessToken: AccessToken };
}

/**
 * A user made the way the web app makes one: sign-up, then confirmation with the code from the
 * e-mail (fixed in tests), which fires the PostConfirmation trigger; then a sign-in.
 */
export async function signUpUser(
  options: { givenName?: string; familyName?: string; phone?: string; admin?: boolean } = {},
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
  if (options.admin) {
    await cognito().send(
      new AdminAddUserToGroupCommand({ UserPoolId: pool.userPoolId, Username: email, GroupName: 'admin' }),
    );
  }
  if (!signUp.UserSub) throw new Error('sign-up returned no sub');
  return { sub: signUp.UserSub, email, password, ...(await tokensFor(email, password)) };
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
