import { useMutation } from '@tanstack/react-query';
import { sendPasswordResetLink } from '@/lib/auth';

/**
 * An unknown address is answered like a known one, as the AWS user pool client does
 * (preventUserExistenceErrors), so the form does not reveal who has an account; cognito-local
 * would say UserNotFoundException.
 */
async function requestResetLink(email: string) {
  try {
    await sendPasswordResetLink(email);
  } catch (error) {
    if (!(error instanceof Error && error.name === 'UserNotFoundException')) throw error;
  }
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestResetLink });
}
