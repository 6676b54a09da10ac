import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { currentCompanyQueryOptions } from '@/features/companies/api/companies-queries';
import { customerQueryOptions, useCustomer } from '@/features/customers/api/get-customer';
import { LedgerPage } from '@/features/customers/components/ledger-page/ledger-page';
import { LedgerPageSkeleton } from '@/features/customers/components/ledger-page/ledger-page-skeleton';
import { ProfileNotFound } from '@/features/customers/components/profile-not-found';
import {
  STATEMENT_SEARCH_DEFAULTS,
  readStatementSearch,
  type StatementSearch,
} from '@/features/customers/customers-search';
import { CUSTOMER_MESSAGES } from '@/features/customers/messages';
import { useGoBack } from '@/hooks/use-go-back';

/** /customers/{id}: one customer's ledger; its filters live in the URL. */
export const Route = createFileRoute('/_app/customers/$customerId')({
  validateSearch: readStatementSearch,
  search: { middlewares: [stripSearchParams(STATEMENT_SEARCH_DEFAULTS)] },
  loader: async ({ context, params }) => {
    const company = await context.queryClient.query({ ...currentCompanyQueryOptions(), staleTime: 'static' });
    if (!company) throw new Error(CUSTOMER_MESSAGES.noCompany);
    await context.queryClient.query({ ...customerQueryOptions(company._id, params.customerId), staleTime: 'static' });
  },
  pendingComponent: LedgerPageSkeleton,
  errorComponent: RouteError,
  component: CustomerLedgerRoute,
});

function CustomerLedgerRoute() {
  const { customerId } = Route.useParams();
  const { data: company } = useSuspenseQuery(currentCompanyQueryOptions());
  if (!company) throw new Error(CUSTOMER_MESSAGES.noCompany);
  return <CustomerLedger companyId={company._id} companyName={company.name} customerId={customerId} />;
}

function CustomerLedger({
  companyId,
  companyName,
  customerId,
}: {
  companyId: string;
  companyName: string;
  customerId: string;
}) {
  const { data: customer } = useCustomer(companyId, customerId);
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const back = useGoBack('/customers');
  if (!customer) return <ProfileNotFound onBack={() => void navigate({ to: '/customers' })} />;
  return (
    <LedgerPage
      companyId={companyId}
      companyName={companyName}
      customer={customer}
      search={search}
      onSearchChange={(next: StatementSearch) => void navigate({ search: next, replace: true })}
      onBack={back}
      onOpenInvoice={(invoiceId) => void navigate({ to: '/invoices/$invoiceId', params: { invoiceId } })}
    />
  );
}
