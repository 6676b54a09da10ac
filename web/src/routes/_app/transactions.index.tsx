import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { currentCompanyQueryOptions } from '@/features/companies/api/companies-queries';
import { TransactionsPage } from '@/features/transactions/components/transactions-page';
import {
  TRANSACTIONS_SEARCH_DEFAULTS,
  readTransactionsSearch,
  type TransactionsSearch,
} from '@/features/transactions/transactions-search';
import { useGoBack } from '@/hooks/use-go-back';

/** Spec 2: the Transactions Directory; its filters, page and sort live in the URL. */
export const Route = createFileRoute('/_app/transactions/')({
  validateSearch: readTransactionsSearch,
  search: { middlewares: [stripSearchParams(TRANSACTIONS_SEARCH_DEFAULTS)] },
  loader: ({ context }) => context.queryClient.query({ ...currentCompanyQueryOptions(), staleTime: 'static' }),
  component: TransactionsRoute,
});

function TransactionsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const back = useGoBack('/');
  const { data: company } = useSuspenseQuery(currentCompanyQueryOptions());
  return (
    <TransactionsPage
      companyId={company?._id}
      companyName={company?.name ?? ''}
      taxEnabled={company?.company_settings.features.enable_tax ?? false}
      search={search}
      // Typing and paging replace the entry: Back leaves the directory rather than undoing keystrokes.
      onSearchChange={(next: TransactionsSearch) => void navigate({ search: next, replace: true })}
      onBack={back}
      onAdd={(type) => void navigate({ to: '/transactions/create/$type', params: { type: type.toLowerCase() } })}
    />
  );
}
