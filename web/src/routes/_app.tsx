import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { isSignedIn } from '@/lib/auth';

/** The signed-in part of the app: without a session, every page here sends the visitor to sign in. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ location }) => {
    if (!(await isSignedIn())) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  component: Outlet,
});
