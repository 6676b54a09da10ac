import {
  AdminConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../../infra/local/cognito-local';
import type { StackInfo } from '../../infra/local/stack-info';

/** A confirmed, signed-in user on a benchmark's own stack: its ID token, claims and sub. */
export async function benchUser({ cognito }: StackInfo) {
  const client = cognitoClient(cognito.endpoint);
  const [email, password] = ['bench@example.in', 'Bench@12345'];
  const signUp = client.send(
    new SignUpCommand({
      ClientId: cognito.userPoolClientId,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'given_name', Value: 'Bench' },
      ],
    }),
  );
  // A stack kept between runs (BENCH_STATE_DIR) has the user already.
  const isNew = await signUp.then(
    () => true,
    (error: unknown) => {
      if (error instanceof Error && error.name === 'UsernameExistsException') return false;
      throw error;
    },
  );
  if (isNew) await client.send(new AdminConfirmSignUpCommand({ UserPoolId: cognito.userPoolId, Username: email }));
  const auth = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: cognito.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const idToken = auth.AuthenticationResult?.IdToken ?? '';
  const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  > & { sub: string };
  return { idToken, claims };
}
