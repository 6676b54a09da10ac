import { createFileRoute } from '@tanstack/react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { holdsASession } from '@/lib/auth';
import { isSignedInAsLastKnown } from '@/lib/last-known';
import { preloadSignedInHome } from './-components/signed-in-preload';

/**
 * Spec 2.1 and 2.7: '/' is the landing page for visitors and the home page once signed in.
 * Issue 38: a visitor downloads the landing page alone, a signed-in user the shell and home alone.
 * The loader hands the page over once its code is in: a `React.lazy` page would suspend on its
 * first render however soon its code came, and React holds a revealed Suspense boundary back for
 * 300 ms after its fallback shows.
 */
export const Route = createFileRoute('/')({
  // Nothing is split off (issue 38): the router loads a route's split chunks (its pending spinner
  // too) only after its beforeLoad, and renders it once they are all in, so each was one more round
  // trip before the first paint. All are small; the pages they load are their own chunks.
  codeSplitGroupings: [],
  beforeLoad: async ({ context: { queryClient } }) => {
    // Issue 38: a browser holding a session is most likely opening its home, whose code then loads
    // while Cognito checks the session rather than after.
    if (holdsASession()) void preloadSignedInHome();
    return { signedIn: await isSignedInAsLastKnown(queryClient) };
  },
  // Signed in, the home's code, the user and the company load side by side, not one after another
  // as each part renders (issue 38). The dashboard's figures load when the page mounts, after the
  // first paint.
  loader: async ({ context: { signedIn, queryClient } }) => {
    if (!signedIn) {
      const { LandingPage } = await import('@/features/marketing/components/landing-page');
      return { Page: LandingPage };
    }
    const [{ currentUserQueryOptions }, { currentCompanyQueryOptions }, { SignedInHome }] = await preloadSignedInHome();
    // The last-known user and company (lib/last-known.ts) answer at once; the layout reads them again.
    await Promise.all([
      queryClient.query({ ...currentUserQueryOptions(), staleTime: 'static' }),
      queryClient.query({ ...currentCompanyQueryOptions(), staleTime: 'static' }),
    ]);
    return { Page: SignedInHome };
  },
  pendingComponent: () => <FullScreenSpinner />,
  component: IndexPage,
});

function IndexPage() {
  const { Page } = Route.useLoaderData();
  return <Page />;
}
