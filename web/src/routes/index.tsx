import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { isSignedIn } from '@/lib/auth';

// Issue 38: a visitor downloads the landing page alone, a signed-in user the shell and home alone.
const LandingPage = lazy(() =>
  import('@/features/marketing/components/landing-page').then((module) => ({ default: module.LandingPage })),
);
const SignedInHome = lazy(() =>
  import('./-components/signed-in-home').then((module) => ({ default: module.SignedInHome })),
);

/** Spec 2.1 and 2.7: '/' is the landing page for visitors and the home page once signed in. */
export const Route = createFileRoute('/')({
  beforeLoad: async () => ({ signedIn: await isSignedIn() }),
  loader: async ({ context }) => {
    if (!context.signedIn) return;
    const { currentUserQueryOptions } = await import('@/features/users/api/get-current-user');
    await context.queryClient.query({ ...currentUserQueryOptions(), staleTime: 'static' });
  },
  pendingComponent: () => <FullScreenSpinner />,
  component: IndexPage,
});

function IndexPage() {
  const { signedIn } = Route.useRouteContext();
  return <Suspense fallback={<FullScreenSpinner />}>{signedIn ? <SignedInHome /> : <LandingPage />}</Suspense>;
}
