import { useCurrentCompany } from '@/features/companies/api/companies-queries';
import { HomePage } from '@/features/home/components/home-page';
import { PendingInvitations } from '@/features/invitations/components/pending-invitations';
import { useCurrentUser } from '@/features/users/api/get-current-user';
import { AppLayout, useCompanyDrawer } from './app-layout';

/** '/' once signed in (spec 2.7): the app's shell around the home page. */
export function SignedInHome() {
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
