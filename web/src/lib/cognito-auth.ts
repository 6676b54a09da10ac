/**
 * Amplify's Cognito calls (about 40 KB gzipped), loaded only through lib/auth.ts when a page first
 * needs them: the public pages and a visitor's first view never download them (issue 38).
 */
import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  fetchAuthSession,
  resetPassword,
  setUpTOTP,
  signIn,
  signOut,
  signUp,
  updateMFAPreference,
  updatePassword,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { defaultStorage, sessionStorage } from 'aws-amplify/utils';
import { MFA_CLAIM, MFA_TOTP, TOTP_ISSUER } from '@app/shared/auth/mfa';
import { joinPhoneNumber } from '@app/shared/phone';
import type { SignUpInput } from '@app/shared/auth/sign-up';
import type { WebConfig } from '@app/shared/web-config';
import { NewPasswordRequired } from './new-password-required';
import { TotpCodeRequired } from './second-factor';

/**
 * Tokens live in localStorage only when the user asked to be remembered (they then survive
 * browser restarts, up to the 30-day refresh token); otherwise in sessionStorage, gone with the
 * browser session.
 */
function chooseTokenStorage(remember: boolean) {
  cognitoUserPoolsTokenProvider.setKeyValueStorage(remember ? defaultStorage : sessionStorage);
}

/** How the sign-in sends the password (issue 31): SRP in AWS, USER_PASSWORD_AUTH on the local stack. */
let authFlowType: WebConfig['authFlow'] = 'USER_SRP_AUTH';

/** Points Amplify at the environment's user pool; `remember` picks where its tokens are kept. */
export function configure(config: WebConfig, remember: boolean) {
  authFlowType = config.authFlow;
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
  chooseTokenStorage(remember);
}

/** Signed in, or the step Cognito asks for next, as the error the sign-in form answers. */
function finishSignIn(result: Awaited<ReturnType<typeof signIn>>) {
  if (result.isSignedIn) return;
  const step = result.nextStep.signInStep;
  if (step === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') throw new NewPasswordRequired();
  if (step === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') throw new TotpCodeRequired();
  throw new Error(`Sign-in needs another step: ${step}`);
}

/**
 * Cognito sign-in with the environment's flow (web config authFlow: SRP in AWS; cognito-local has
 * no SRP). What the app does next (recording the session, the admin check) is the caller's: see
 * features/auth/api/sign-in.ts.
 */
export async function signInWithPassword(input: { username: string; password: string; rememberMe: boolean }) {
  chooseTokenStorage(input.rememberMe);
  finishSignIn(await signIn({ username: input.username, password: input.password, options: { authFlowType } }));
}

/** Answers Cognito's new-password step of the sign-in just started (signInWithPassword). */
export async function setFirstPassword(newPassword: string) {
  finishSignIn(await confirmSignIn({ challengeResponse: newPassword }));
}

/** Answers Cognito's TOTP step of the sign-in just started with the authenticator's code (issue 31). */
export async function confirmTotpCode(code: string) {
  finishSignIn(await confirmSignIn({ challengeResponse: code }));
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

/** Signs out, revoking the refresh token. */
export async function signOutEverywhere() {
  await signOut();
}

/** Forgets the session in this browser without calling Cognito (used when a refresh has failed). */
export async function forgetSession() {
  await signOut({ global: false }).catch(() => undefined);
}

/** Whether the signed-in user is in the admin group but their session has no second factor. */
export async function needsTotpSetup(): Promise<boolean> {
  const payload = (await fetchAuthSession()).tokens?.idToken?.payload ?? {};
  const groups = payload['cognito:groups'];
  return Array.isArray(groups) && groups.includes('admin') && payload[MFA_CLAIM] !== MFA_TOTP;
}

/** A new authenticator secret for the signed-in user: the otpauth URI for the QR code, and the secret to type. */
export async function startTotpSetup(account: string): Promise<{ uri: string; secret: string }> {
  const details = await setUpTOTP();
  return { uri: details.getSetupUri(TOTP_ISSUER, account).toString(), secret: details.sharedSecret };
}

/**
 * Confirms the authenticator with its code and makes TOTP the user's MFA, so Cognito asks every
 * sign-in for a code; then signs out everywhere, ending every session opened with the password
 * alone (this one too): the next sign-in is made with a code.
 */
export async function finishTotpSetup(code: string) {
  await verifyTOTPSetup({ code });
  await updateMFAPreference({ totp: 'PREFERRED' });
  await signOut({ global: true });
}
