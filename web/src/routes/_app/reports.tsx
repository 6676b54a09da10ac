import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { currentCompanyQueryOptions } from '@/features/companies/api/companies-queries';
import { ReportsPage } from '@/features/reports/components/reports-page';
import { reportsSearchSchema } from '@/features/reports/reports-search';
import { useGoBack } from '@/hooks/use-go-back';

/** Spec 7, Reports and Analytics: the daily chart's month lives in the URL. */
export const Route = createFileRoute('/_app/reports')({
  validateSearch: reportsSearchSchema,
  loader: ({ context }) => context.queryClient.query({ ...currentCompanyQueryOptions(), staleTime: 'static' }),
  errorComponent: RouteError,
  component: ReportsRoute,
});

function ReportsRoute() {
  const { month } = Route.useSearch();
  const navigate = Route.useNavigate();
  const back = useGoBack('/');
  const { data: company } = useSuspenseQuery(currentCompanyQueryOptions());
  return (
    <ReportsPage
      companyId={company?._id}
      month={month}
      // Picking a month replaces the entry: Back leaves the page rather than stepping through months.
      onMonthChange={(chosen) => void navigate({ search: { month: chosen }, replace: true })}
      onBack={back}
    />
  );
}
