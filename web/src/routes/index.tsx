import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { holdsASession, isSignedIn } from '@/lib/auth';
import { preloadSignedInHome } from './-components/signed-in-preload';

// Issue 38: a visitor downloads the landing page alone, a signed-in user the shell and home alone.
const LandingPage = lazy(() =>
  import('@/features/marketing/components/landing-page').then((module) => ({ default: module.LandingPage })),
);
const SignedInHome = lazy(() =>
  import('./-components/signed-in-home').then((module) => ({ default: module.SignedInHome })),
);

/** Spec 2.1 and 2.7: '/' is the landing page for visitors and the home page once signed in. */
export const Route = createFileRoute('/')({
  // The loader stays in the route's own module: split off, it was one more round trip between the
  // session's check and the home's queries (issue 38). It only starts dynamic imports.
  codeSplitGroupings: [['component'], ['pendingComponent']],
  beforeLoad: async () => {
    // Issue 38: a browser holding a session is most likely opening its home, whose code then loads
    // while Cognito checks the session rather than after.
    if (holdsASession()) void preloadSignedInHome();
    return { signedIn: await isSignedIn() };
  },
  // Signed in, the home's code, the user, the company and then its dashboard load side by side,
  // not one after another as each part renders (issue 38).
  loader: async ({ context: { signedIn, queryClient } }) => {
    if (!signedIn) return;
    const [{ currentUserQueryOptions }, { currentCompanyQueryOptions }, { dashboardQueryOptions }] =
      await preloadSignedInHome();
    const [, company] = await Promise.all([
      queryClient.query({ ...currentUserQueryOptions(), staleTime: 'static' }),
      queryClient.query(currentCompanyQueryOptions()),
    ]);
    // Started here, not awaited: the dashboard shows its own skeleton, and its own error if this fails.
    if (company?.permissions.includes('reports'))
      void queryClient.query(dashboardQueryOptions(company._id)).catch(() => undefined);
  },
  pendingComponent: () => <FullScreenSpinner />,
  component: IndexPage,
});

function IndexPage() {
  const { signedIn } = Route.useRouteContext();
  return <Suspense fallback={<FullScreenSpinner />}>{signedIn ? <SignedInHome /> : <LandingPage />}</Suspense>;
}
