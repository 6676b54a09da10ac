import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { currentCompanyQueryOptions } from '@/features/companies/api/companies-queries';
import { customerQueryOptions, useCustomer } from '@/features/customers/api/get-customer';
import { LedgerFormPage } from '@/features/customers/components/ledger-form/ledger-form-page';
import { LedgerPageSkeleton } from '@/features/customers/components/ledger-page/ledger-page-skeleton';
import { ProfileNotFound } from '@/features/customers/components/profile-not-found';
import { groupOfType } from '@/features/customers/ledger-form';
import { CUSTOMER_MESSAGES } from '@/features/customers/messages';
import { useGoBack } from '@/hooks/use-go-back';
import { searchReader, type SearchParam } from '@/lib/search-params';

const idParam: SearchParam<string> = (value) => (typeof value === 'string' ? value : '');
const readEditSearch = searchReader({ id: idParam });

/**
 * /customers/edit/{debtors|creditors}?id={ledger id}. The spec's path names only the group, yet
 * the form must know which ledger it edits: the id goes in the search parameter `id`, so the path
 * stays the spec's and a link or a reload opens the same ledger.
 */
export const Route = createFileRoute('/_app/customers/edit/$type')({
  validateSearch: readEditSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, params, deps }) => {
    if (!groupOfType(params.type) || !deps.id) throw redirect({ to: '/customers', replace: true });
    const company = await context.queryClient.query({ ...currentCompanyQueryOptions(), staleTime: 'static' });
    if (!company) throw new Error(CUSTOMER_MESSAGES.noCompany);
    // The form edits what the server has now.
    const ledger = await context.queryClient.query({
      ...customerQueryOptions(company._id, deps.id),
      staleTime: 0,
    });
    // A link with the other group's type: the ledger's own group decides.
    if (ledger?.party_group && ledger.party_group.toLowerCase() !== params.type.toLowerCase()) {
      throw redirect({
        to: '/customers/edit/$type',
        params: { type: ledger.party_group.toLowerCase() },
        search: { id: deps.id },
        replace: true,
      });
    }
  },
  pendingComponent: LedgerPageSkeleton,
  errorComponent: RouteError,
  component: EditCustomerRoute,
});

function EditCustomerRoute() {
  const { data: company } = useSuspenseQuery(currentCompanyQueryOptions());
  if (!company) throw new Error(CUSTOMER_MESSAGES.noCompany);
  return <EditCustomer companyId={company._id} taxEnabled={company.company_settings.features.enable_tax} />;
}

function EditCustomer({ companyId, taxEnabled }: { companyId: string; taxEnabled: boolean }) {
  const { type } = Route.useParams();
  const { id } = Route.useSearch();
  const { data: ledger } = useCustomer(companyId, id);
  const navigate = Route.useNavigate();
  const back = useGoBack('/customers');
  const group = groupOfType(type);
  // Only customers and suppliers are edited here (not the cash or bank ledgers).
  if (!ledger || !group || ledger.parent !== group) {
    return <ProfileNotFound onBack={() => void navigate({ to: '/customers' })} />;
  }
  return (
    <LedgerFormPage
      key={`${ledger._id}-${ledger.updated_at}`}
      companyId={companyId}
      taxEnabled={taxEnabled}
      group={group}
      ledger={ledger}
      onBack={back}
      onDone={() => void navigate({ to: '/customers' })}
    />
  );
}
