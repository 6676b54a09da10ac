import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  fetchAuthSession,
  resetPassword,
  signIn,
  signOut,
  signUp,
  updatePassword,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { defaultStorage, sessionStorage } from 'aws-amplify/utils';
import { joinPhoneNumber } from '@app/shared/phone';
import type { SignUpInput } from '@app/shared/auth/sign-up';
import type { WebConfig } from '@app/shared/web-config';
import { NewPasswordRequired } from './new-password-required';

/** Local-storage key of the 'remember me' record (spec: username and user type). */
export const REMEMBER_ME_KEY = 'rememberMe';

export type UserType = 'user' | 'admin';

export interface RememberedLogin {
  username: string;
  user_type: UserType;
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

/**
 * Cognito sign-in with USER_PASSWORD_AUTH (the flow both Cognito and cognito-local support; SRP
 * is not in cognito-local). What the app does next (recording the session, the admin check) is
 * the caller's: see features/auth/api/sign-in.ts.
 */
export async function signInWithPassword(input: { username: string; password: string; rememberMe: boolean }) {
  chooseTokenStorage(input.rememberMe);
  const result = await signIn({
    username: input.username,
    password: input.password,
    options: { authFlowType: 'USER_PASSWORD_AUTH' },
  });
  if (result.isSignedIn) return;
  if (result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') throw new NewPasswordRequired();
  throw new Error(`Sign-in needs another step: ${result.nextStep.signInStep}`);
}

/** Answers Cognito's new-password step of the sign-in just started (signInWithPassword). */
export async function setFirstPassword(newPassword: string) {
  const result = await confirmSignIn({ challengeResponse: newPassword });
  if (!result.isSignedIn) throw new Error(`Sign-in needs another step: ${result.nextStep.signInStep}`);
}

export function rememberLogin(login: RememberedLogin | undefined) {
  if (login) localStorage.setItem(REMEMBER_ME_KEY, JSON.stringify(login));
  else localStorage.removeItem(REMEMBER_ME_KEY);
}

/** Sign-up: the e-mail is the username; Cognito e-mails a link to /verify (CustomMessage trigger). */
export async function signUpWithEmail(input: SignUpInput) {
  await signUp({
    username: input.email,
    password: input.password,
    options: {
      userAttributes: {
        email: input.email,
        given_name: input.first,
        ...(input.last ? { family_name: input.last } : {}),
        phone_number: joinPhoneNumber({ code: input.code, number: input.phone }),
      },
    },
  });
}

/** The /verify link's token is the confirmation code. */
export async function verifyEmail(email: string, token: string) {
  await confirmSignUp({ username: email, confirmationCode: token });
}

/** Cognito e-mails a link to /reset-password carrying the code (CustomMessage trigger). */
export async function sendPasswordResetLink(email: string) {
  await resetPassword({ username: email });
}

export async function setNewPassword(input: { email: string; token: string; password: string }) {
  await confirmResetPassword({ username: input.email, confirmationCode: input.token, newPassword: input.password });
}

export async function changePassword(oldPassword: string, newPassword: string) {
  await updatePassword({ oldPassword, newPassword });
}

/** The ID token for the API (it carries sub, email and cognito:groups), refreshed when due. */
export async function idToken(forceRefresh = false): Promise<string | undefined> {
  const session = await fetchAuthSession({ forceRefresh });
  return session.tokens?.idToken?.toString();
}

export async function isSignedIn(): Promise<boolean> {
  return (await idToken().catch(() => undefined)) !== undefined;
}

/** Signs out (revoking the refresh token) and forgets the remembered login. */
export async function signOutEverywhere() {
  await signOut();
  rememberLogin(undefined);
}

/** Forgets the session in this browser without calling Cognito (used when a refresh has failed). */
export async function forgetSession() {
  await signOut({ global: false }).catch(() => undefined);
}
