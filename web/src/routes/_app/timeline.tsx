import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { currentCompanyQueryOptions } from '@/features/companies/api/companies-queries';
import { TimelinePage } from '@/features/timeline/components/timeline-page';
import { TIMELINE_SEARCH_DEFAULTS, readTimelineSearch, type TimelineSearch } from '@/features/timeline/timeline-search';
import { useGoBack } from '@/hooks/use-go-back';

/** Spec 2, Inventory Timeline: its period, search, page and sort live in the URL. */
export const Route = createFileRoute('/_app/timeline')({
  validateSearch: readTimelineSearch,
  search: { middlewares: [stripSearchParams(TIMELINE_SEARCH_DEFAULTS)] },
  loader: ({ context }) => context.queryClient.query({ ...currentCompanyQueryOptions(), staleTime: 'static' }),
  component: TimelineRoute,
});

function TimelineRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const back = useGoBack('/');
  const { data: company } = useSuspenseQuery(currentCompanyQueryOptions());
  return (
    <TimelinePage
      companyId={company?._id}
      search={search}
      // Typing and paging replace the entry: Back leaves the page rather than undoing keystrokes.
      onSearchChange={(next: TimelineSearch) => void navigate({ search: next, replace: true })}
      onBack={back}
    />
  );
}
