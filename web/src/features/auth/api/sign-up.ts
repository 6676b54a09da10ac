import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '@app/shared/auth/sign-up';
import { signUpWithEmail } from '@/lib/auth';

/** Cognito sign-up; the account is confirmed later, from the link Cognito e-mails (/verify). */
export function useSignUp() {
  return useMutation({ mutationFn: (input: SignUpInput) => signUpWithEmail(input) });
}
