import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { currentCompanyQueryOptions } from '@/features/companies/api/companies-queries';
import { SummaryPage } from '@/features/summary/components/summary-page';
import { SummaryUnavailable } from '@/features/summary/components/summary-unavailable';
import { SUMMARY_SEARCH_DEFAULTS, readSummarySearch, type SummarySearch } from '@/features/summary/summary-search';
import { useGoBack } from '@/hooks/use-go-back';

/** Spec 2, Summary (tax on only): its type, search, period, page and sort live in the URL. */
export const Route = createFileRoute('/_app/summary')({
  validateSearch: readSummarySearch,
  search: { middlewares: [stripSearchParams(SUMMARY_SEARCH_DEFAULTS)] },
  loader: ({ context }) => context.queryClient.query({ ...currentCompanyQueryOptions(), staleTime: 'static' }),
  errorComponent: RouteError,
  component: SummaryRoute,
});

function SummaryRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const back = useGoBack('/');
  const { data: company } = useSuspenseQuery(currentCompanyQueryOptions());
  // The menu offers the Summary only with tax on; a typed address or an old link gets a note.
  if (!company?.company_settings.features.enable_tax) {
    return <SummaryUnavailable hasCompany={company !== null} onBack={back} />;
  }
  return (
    <SummaryPage
      companyId={company._id}
      search={search}
      // Typing and paging replace the entry: Back leaves the page rather than undoing keystrokes; a
      // new summary type is a new entry.
      onSearchChange={(next: SummarySearch) => void navigate({ search: next, replace: next.type === search.type })}
      onBack={back}
    />
  );
}
