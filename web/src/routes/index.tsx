import { createFileRoute } from '@tanstack/react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { useCurrentCompany } from '@/features/companies/api/companies-queries';
import { HomePage } from '@/features/home/components/home-page';
import { PendingInvitations } from '@/features/invitations/components/pending-invitations';
import { LandingPage } from '@/features/marketing/components/landing-page';
import { currentUserQueryOptions, useCurrentUser } from '@/features/users/api/get-current-user';
import { isSignedIn } from '@/lib/auth';
import { AppLayout, useCompanyDrawer } from './-components/app-layout';

/** Spec 2.1 and 2.7: '/' is the landing page for visitors and the home page once signed in. */
export const Route = createFileRoute('/')({
  beforeLoad: async () => ({ signedIn: await isSignedIn() }),
  loader: async ({ context }) => {
    if (context.signedIn) await context.queryClient.query({ ...currentUserQueryOptions(), staleTime: 'static' });
  },
  pendingComponent: () => <FullScreenSpinner />,
  component: IndexPage,
});

function IndexPage() {
  const { signedIn } = Route.useRouteContext();
  if (!signedIn) return <LandingPage />;
  return (
    <AppLayout>
      <Home />
    </AppLayout>
  );
}

function Home() {
  const { data: user } = useCurrentUser();
  const { data: company } = useCurrentCompany();
  const { openCompanyDrawer } = useCompanyDrawer();
  return (
    <HomePage
      user={user}
      company={company ?? null}
      onCreateCompany={() => openCompanyDrawer()}
      invitations={<PendingInvitations />}
    />
  );
}
