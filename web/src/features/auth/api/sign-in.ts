import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_DISABLED } from '@app/shared/auth/messages';
import type { SignInInput } from '@app/shared/auth/sign-in';
import { ApiError, callApi } from '@/lib/api-client';
import {
  confirmTotpCode,
  forgetSession,
  needsTotpSetup,
  rememberLogin,
  setFirstPassword,
  signInWithPassword,
  type UserType,
} from '@/lib/auth';
import { TotpSetupRequired } from '@/lib/second-factor';

/** Spec section 8: the messages a failed sign-in shows. */
export const LOGIN_NETWORK_ERROR = 'Please check your internet connection. If the problem persists, contact support.';
export const LOGIN_UNKNOWN_ERROR = 'Login failed: Unknown error.';
export const WRONG_CREDENTIALS = 'Incorrect username or password.';
/** Issue 31: a wrong or stale code from the authenticator app, at sign-in or while setting it up. */
export const WRONG_TOTP_CODE = 'That code is not right. Enter the code your authenticator app shows now.';

const WRONG_CODE_ERRORS = new Set(['CodeMismatchException', 'EnableSoftwareTokenMFAException']);

/**
 * Wrong e-mail and wrong password read the same, so the form does not reveal who has an account.
 * (Cognito says NotAuthorizedException; cognito-local says InvalidPasswordException.)
 */
const WRONG_CREDENTIAL_ERRORS = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'InvalidPasswordException',
]);

export function signInErrorMessage(error: unknown): string {
  if (error instanceof TypeError || (error instanceof Error && error.name === 'NetworkError'))
    return LOGIN_NETWORK_ERROR;
  // Cognito tells a disabled user so (NotAuthorizedException 'User is disabled.'): say it in our words.
  if (error instanceof Error && error.message === 'User is disabled.') return ACCOUNT_DISABLED;
  if (error instanceof Error && WRONG_CREDENTIAL_ERRORS.has(error.name)) return WRONG_CREDENTIALS;
  if (error instanceof Error && WRONG_CODE_ERRORS.has(error.name)) return WRONG_TOTP_CODE;
  if (error instanceof Error && error.message) return error.message;
  return LOGIN_UNKNOWN_ERROR;
}

/**
 * Cognito sign-in, then the API records the session; for the admin sign-in the API also refuses
 * anyone outside the admin group (403, with its reason), and the Cognito session is dropped again.
 * An invited member's first attempt stops with NewPasswordRequired; the form then asks for their
 * own password and calls again with it. Issue 31: a user with an authenticator is asked for its
 * code (TotpCodeRequired, answered the same way); an administrator signing in at /admin without
 * one stops at TotpSetupRequired, still signed in, and the form leads them through setting it up.
 */
async function signIn(input: SignInInput & { userType: UserType; newPassword?: string; totpCode?: string }) {
  // With a new password or a code, this answers the step the first attempt stopped at.
  if (input.totpCode) await confirmTotpCode(input.totpCode);
  else if (input.newPassword) await setFirstPassword(input.newPassword);
  else await signInWithPassword(input);
  if (input.userType === 'admin' && (await needsTotpSetup())) throw new TotpSetupRequired();
  // The route's schemas (and zod) load once the password is through, not with the sign-in page (issue 38).
  const { recordLogin } = await import('@app/shared/api/routes/auth/record-login');
  try {
    await callApi(recordLogin, { query: { user_type: input.userType } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) await forgetSession();
    throw error;
  }
  rememberLogin(input.rememberMe ? { username: input.username, user_type: input.userType } : undefined);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => queryClient.clear(),
  });
}
