import { redirect } from '@tanstack/react-router';
import { isSignedIn } from '@/lib/auth';

/** beforeLoad of the signed-out pages (sign-in, sign-up, forgot password): a session goes home. */
export async function redirectIfSignedIn() {
  if (await isSignedIn()) throw redirect({ to: '/' });
}
