import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { currentCompanyQueryOptions } from '@/features/companies/api/companies-queries';
import { LedgerFormPage } from '@/features/customers/components/ledger-form/ledger-form-page';
import { groupOfType } from '@/features/customers/ledger-form';
import { CUSTOMER_MESSAGES } from '@/features/customers/messages';
import { useGoBack } from '@/hooks/use-go-back';

/** /customers/create/{debtors|creditors}: a new customer or supplier; any other type goes to the directory. */
export const Route = createFileRoute('/_app/customers/create/$type')({
  loader: async ({ context, params }) => {
    if (!groupOfType(params.type)) throw redirect({ to: '/customers', replace: true });
    const company = await context.queryClient.query({ ...currentCompanyQueryOptions(), staleTime: 'static' });
    if (!company) throw new Error(CUSTOMER_MESSAGES.noCompany);
  },
  errorComponent: RouteError,
  component: CreateCustomerRoute,
});

function CreateCustomerRoute() {
  const { type } = Route.useParams();
  // The loader let only debtors and creditors through.
  const group = groupOfType(type) ?? 'Debtors';
  const { data: company } = useSuspenseQuery(currentCompanyQueryOptions());
  const navigate = Route.useNavigate();
  const back = useGoBack('/customers');
  if (!company) throw new Error(CUSTOMER_MESSAGES.noCompany);
  return (
    <LedgerFormPage
      key={group}
      companyId={company._id}
      taxEnabled={company.company_settings.features.enable_tax}
      group={group}
      onBack={back}
      onDone={() => void navigate({ to: '/customers' })}
    />
  );
}
