import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { currentRoleOf, HOME_PATH, mayOpen, roleMayOpen } from '@/features/shell/route-access';
import { isSignedInAsLastKnown } from '@/lib/last-known';
import { AppLayout } from './-components/app-layout';

/**
 * The signed-in part of the app: without a session, every page here sends the visitor to sign in;
 * a page the user's type, or their role in the current company, may not open (route-access.ts)
 * sends them home. This runs before every navigation, typed addresses and links alike; the API
 * still checks each call on its own. The current user's query (with its response schema, and zod)
 * loads here, not with the entry that public pages share (issue 38).
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ location, matches, context }) => {
    if (!(await isSignedInAsLastKnown(context.queryClient)))
      throw redirect({ to: '/login', search: { redirect: location.href } });
    const { currentUserQueryOptions } = await import('@/features/users/api/get-current-user');
    const user = await context.queryClient.query({ ...currentUserQueryOptions(), staleTime: 'static' });
    // The last match is the page itself (an unknown address never reaches this layout).
    const page = matches.at(-1);
    if (page && !(mayOpen(user.user_type, page.fullPath) && roleMayOpen(currentRoleOf(user), page.fullPath))) {
      throw redirect({ to: HOME_PATH, replace: true });
    }
  },
  pendingComponent: () => <FullScreenSpinner />,
  component: () => (
    <AppLayout>
      <Outlet />
    </AppLayout>
  ),
});
