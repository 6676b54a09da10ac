import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInInput } from '@app/shared/auth/sign-in';
import { signInWithPassword } from '@/lib/auth';

/** Spec section 8: the messages a failed sign-in shows. */
export const LOGIN_NETWORK_ERROR = 'Please check your internet connection. If the problem persists, contact support.';
export const LOGIN_UNKNOWN_ERROR = 'Login failed: Unknown error.';

export function signInErrorMessage(error: unknown): string {
  if (error instanceof TypeError || (error instanceof Error && error.name === 'NetworkError'))
    return LOGIN_NETWORK_ERROR;
  if (error instanceof Error && error.message) {
    // Cognito's own wording for a wrong password or unknown user is clear enough to show as is.
    return error.name === 'NotAuthorizedException' || error.name === 'UserNotFoundException'
      ? 'Incorrect username or password.'
      : error.message;
  }
  return LOGIN_UNKNOWN_ERROR;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => signInWithPassword(input),
    onSuccess: () => queryClient.clear(),
  });
}
