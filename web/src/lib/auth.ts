import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { defaultStorage, sessionStorage } from 'aws-amplify/utils';
import type { WebConfig } from '@app/shared/web-config';

/** Local-storage key of the 'remember me' record (spec: username and user type). */
export const REMEMBER_ME_KEY = 'rememberMe';

export interface RememberedLogin {
  username: string;
  user_type: 'user' | 'admin';
}

export function rememberedLogin(): RememberedLogin | undefined {
  const raw = localStorage.getItem(REMEMBER_ME_KEY);
  return raw ? (JSON.parse(raw) as RememberedLogin) : undefined;
}

/**
 * Tokens live in localStorage only when the user asked to be remembered (they then survive
 * browser restarts, up to the 30-day refresh token); otherwise in sessionStorage, gone with the
 * browser session.
 */
function chooseTokenStorage(remember: boolean) {
  cognitoUserPoolsTokenProvider.setKeyValueStorage(remember ? defaultStorage : sessionStorage);
}

export function configureAuth(config: WebConfig) {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  });
  chooseTokenStorage(rememberedLogin() !== undefined);
}

export async function signInWithPassword(input: { username: string; password: string; rememberMe: boolean }) {
  chooseTokenStorage(input.rememberMe);
  // USER_PASSWORD_AUTH: the flow both Cognito and cognito-local support (SRP is not in cognito-local).
  const result = await signIn({
    username: input.username,
    password: input.password,
    options: { authFlowType: 'USER_PASSWORD_AUTH' },
  });
  if (!result.isSignedIn) throw new Error(`Sign-in needs another step: ${result.nextStep.signInStep}`);
  if (input.rememberMe) {
    localStorage.setItem(
      REMEMBER_ME_KEY,
      JSON.stringify({ username: input.username, user_type: 'user' } satisfies RememberedLogin),
    );
  } else {
    localStorage.removeItem(REMEMBER_ME_KEY);
  }
}

/** The ID token for the API (it carries sub, email and cognito:groups), refreshed when due. */
export async function idToken(forceRefresh = false): Promise<string | undefined> {
  const session = await fetchAuthSession({ forceRefresh });
  return session.tokens?.idToken?.toString();
}

export async function isSignedIn(): Promise<boolean> {
  return (await idToken().catch(() => undefined)) !== undefined;
}

export async function signOutEverywhere() {
  await signOut();
}

/** Forgets the session in this browser without calling Cognito (used when a refresh has failed). */
export async function forgetSession() {
  await signOut({ global: false }).catch(() => undefined);
}
