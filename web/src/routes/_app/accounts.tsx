import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { AccountsPage } from '@/features/accounts/components/accounts-page';
import { ACCOUNTS_SEARCH_DEFAULTS, readAccountsSearch, type AccountsSearch } from '@/features/accounts/accounts-search';
import { currentCompanyQueryOptions } from '@/features/companies/api/companies-queries';
import { useGoBack } from '@/hooks/use-go-back';

/** Issue 32, Accounts: the statement, the financial year and the period live in the URL. */
export const Route = createFileRoute('/_app/accounts')({
  validateSearch: readAccountsSearch,
  search: { middlewares: [stripSearchParams(ACCOUNTS_SEARCH_DEFAULTS)] },
  loader: ({ context }) => context.queryClient.query({ ...currentCompanyQueryOptions(), staleTime: 'static' }),
  errorComponent: RouteError,
  component: AccountsRoute,
});

function AccountsRoute() {
  const navigate = Route.useNavigate();
  const back = useGoBack('/');
  const { data: company } = useSuspenseQuery(currentCompanyQueryOptions());
  return (
    <AccountsPage
      companyId={company?._id}
      companyName={company?.name ?? ''}
      booksBeginFrom={company?.books_begin_from}
      search={Route.useSearch()}
      // A choice replaces the entry: Back leaves the page rather than stepping through periods.
      onSearchChange={(next: AccountsSearch) => void navigate({ search: next, replace: true })}
      onBack={back}
    />
  );
}
