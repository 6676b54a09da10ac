import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { currentCompanyQueryOptions } from '@/features/companies/api/companies-queries';
import { ReportsPage } from '@/features/reports/components/reports-page';
import { readReportsSearch, type ReportsSearch } from '@/features/reports/reports-search';
import { useGoBack } from '@/hooks/use-go-back';

/** Spec 7, Reports and Analytics: the financial year and the daily chart's month live in the URL. */
export const Route = createFileRoute('/_app/reports')({
  validateSearch: readReportsSearch,
  loader: ({ context }) => context.queryClient.query({ ...currentCompanyQueryOptions(), staleTime: 'static' }),
  errorComponent: RouteError,
  component: ReportsRoute,
});

function ReportsRoute() {
  const { year, month } = Route.useSearch();
  const navigate = Route.useNavigate();
  const back = useGoBack('/');
  const { data: company } = useSuspenseQuery(currentCompanyQueryOptions());
  // A choice replaces the entry: Back leaves the page rather than stepping through years and months.
  const choose = (chosen: Partial<ReportsSearch>) =>
    void navigate({ search: (search) => ({ ...search, ...chosen }), replace: true });
  return (
    <ReportsPage
      companyId={company?._id}
      booksBeginFrom={company?.books_begin_from}
      year={year}
      month={month}
      onYearChange={(chosenYear) => choose({ year: chosenYear })}
      onMonthChange={(chosenMonth) => choose({ month: chosenMonth })}
      onBack={back}
    />
  );
}
