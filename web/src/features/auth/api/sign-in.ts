import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordLogin } from '@app/shared/api/routes/auth/record-login';
import type { SignInInput } from '@app/shared/auth/sign-in';
import { ApiError, callApi } from '@/lib/api-client';
import { forgetSession, rememberLogin, setFirstPassword, signInWithPassword, type UserType } from '@/lib/auth';

/** Spec section 8: the messages a failed sign-in shows. */
export const LOGIN_NETWORK_ERROR = 'Please check your internet connection. If the problem persists, contact support.';
export const LOGIN_UNKNOWN_ERROR = 'Login failed: Unknown error.';
export const WRONG_CREDENTIALS = 'Incorrect username or password.';

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
  if (error instanceof Error && WRONG_CREDENTIAL_ERRORS.has(error.name)) return WRONG_CREDENTIALS;
  if (error instanceof Error && error.message) return error.message;
  return LOGIN_UNKNOWN_ERROR;
}

/**
 * Cognito sign-in, then the API records the session; for the admin sign-in the API also refuses
 * anyone outside the admin group (403, with its reason), and the Cognito session is dropped again.
 * An invited member's first attempt stops with NewPasswordRequired; the form then asks for their
 * own password and calls again with it.
 */
async function signIn(input: SignInInput & { userType: UserType; newPassword?: string }) {
  // With a new password, this answers the step the first attempt stopped at (an invited member).
  if (input.newPassword) await setFirstPassword(input.newPassword);
  else await signInWithPassword(input);
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
