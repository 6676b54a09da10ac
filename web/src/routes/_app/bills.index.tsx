import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { BillsPage, NoCompanyBills } from '@/features/bills/components/bills-page';
import { currentCompanyQueryOptions } from '@/features/companies/api/companies-queries';
import { useGoBack } from '@/hooks/use-go-back';

/** /bills: drop suppliers' bills to be read, and follow each until it is posted (issue 17). */
export const Route = createFileRoute('/_app/bills/')({
  loader: ({ context }) => context.queryClient.query({ ...currentCompanyQueryOptions(), staleTime: 'static' }),
  errorComponent: RouteError,
  component: BillsRoute,
});

function BillsRoute() {
  const { data: company } = useSuspenseQuery(currentCompanyQueryOptions());
  const back = useGoBack('/');
  // A new page for another company: its uploads and lists are not this one's.
  return company ? (
    <BillsPage key={company._id} companyId={company._id} onBack={back} />
  ) : (
    <NoCompanyBills onBack={back} />
  );
}
