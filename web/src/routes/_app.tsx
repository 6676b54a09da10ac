import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { currentUserQueryOptions } from '@/features/users/api/get-current-user';
import { isSignedIn } from '@/lib/auth';
import { AppLayout } from './-components/app-layout';

/** The signed-in part of the app: without a session, every page here sends the visitor to sign in. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ location }) => {
    if (!(await isSignedIn())) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  loader: ({ context }) => context.queryClient.query({ ...currentUserQueryOptions(), staleTime: 'static' }),
  pendingComponent: () => <FullScreenSpinner />,
  component: () => (
    <AppLayout>
      <Outlet />
    </AppLayout>
  ),
});
