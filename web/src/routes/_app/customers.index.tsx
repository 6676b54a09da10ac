import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { currentCompanyQueryOptions } from '@/features/companies/api/companies-queries';
import { CustomersPage } from '@/features/customers/components/customers-page';
import {
  CUSTOMERS_SEARCH_DEFAULTS,
  readCustomersSearch,
  type CustomersSearch,
} from '@/features/customers/customers-search';
import { useGoBack } from '@/hooks/use-go-back';

/** Spec 2: the Customers Directory; its page, rows, search, filters and sort live in the URL. */
export const Route = createFileRoute('/_app/customers/')({
  validateSearch: readCustomersSearch,
  search: { middlewares: [stripSearchParams(CUSTOMERS_SEARCH_DEFAULTS)] },
  loader: ({ context }) => context.queryClient.query({ ...currentCompanyQueryOptions(), staleTime: 'static' }),
  component: CustomersRoute,
});

function CustomersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const back = useGoBack('/');
  const { data: company } = useSuspenseQuery(currentCompanyQueryOptions());
  return (
    <CustomersPage
      companyId={company?._id ?? null}
      search={search}
      // Typing and paging replace the entry: Back leaves the directory rather than undoing keystrokes.
      onSearchChange={(next: CustomersSearch) => void navigate({ search: next, replace: true })}
      onBack={back}
      onAdd={(group) => void navigate({ to: '/customers/create/$type', params: { type: group.toLowerCase() } })}
      onRecorded={() => void navigate({ to: '/transactions' })}
    />
  );
}
