import { useMutation } from '@tanstack/react-query';
import { forgetSession, setNewPassword } from '@/lib/auth';

/**
 * Sets the new password with the code from the e-mailed link. The form signs in with it next, and
 * Amplify refuses to sign in over a session already open in this browser, so any is dropped.
 */
async function resetPassword(input: { email: string; token: string; password: string }) {
  await setNewPassword(input);
  await forgetSession();
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
