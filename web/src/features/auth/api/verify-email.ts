import { useMutation } from '@tanstack/react-query';
import { verifyEmail } from '@/lib/auth';

/**
 * Opening the link twice: AWS then answers that the user is already confirmed, which is the
 * outcome the visitor wanted. (cognito-local forgets the code instead and says it expired.)
 */
function isAlreadyConfirmed(error: unknown) {
  return (
    error instanceof Error && error.name === 'NotAuthorizedException' && /status is CONFIRMED/i.test(error.message)
  );
}

async function confirm(input: { email: string; token: string }) {
  try {
    await verifyEmail(input.email, input.token);
  } catch (error) {
    if (!isAlreadyConfirmed(error)) throw error;
  }
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: confirm });
}
