import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInInput } from '@app/shared/auth/sign-in';
import { signInWithPassword } from '@/lib/auth';

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

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => signInWithPassword(input),
    onSuccess: () => queryClient.clear(),
  });
}
