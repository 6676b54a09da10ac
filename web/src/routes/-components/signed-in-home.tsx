import { useCurrentCompany } from '@/features/companies/api/companies-queries';
import { EndingEwayBills } from '@/features/einvoice/components/eway/ending-eway-bills';
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
  const { data: company, isPending } = useCurrentCompany();
  const { openCompanyDrawer } = useCompanyDrawer();
  // Until the company is known, neither its dashboard nor the first-company card (issue 38: a
  // user with a company saw the card flash while the company loaded).
  if (isPending) return null;
  return (
    <HomePage
      user={user}
      company={company ?? null}
      onCreateCompany={() => openCompanyDrawer()}
      invitations={<PendingInvitations />}
      warnings={company && <EndingEwayBills companyId={company._id} />}
    />
  );
}
