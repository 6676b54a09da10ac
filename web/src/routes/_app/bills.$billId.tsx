import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { billQueryOptions } from '@/features/bills/api/get-bill';
import { productsQueryOptions } from '@/features/bills/api/list-products';
import { suppliersQueryOptions } from '@/features/bills/api/list-suppliers';
import { BillReviewPage } from '@/features/bills/components/review/bill-review-page';
import { BILL_PAGE_MESSAGES } from '@/features/bills/messages';
import { currentCompanyQueryOptions } from '@/features/companies/api/companies-queries';
import { useGoBack } from '@/hooks/use-go-back';

/** /bills/{id}: the bill beside the purchase read off it, to check and post (issue 17). */
export const Route = createFileRoute('/_app/bills/$billId')({
  loader: async ({ context, params }) => {
    const company = await context.queryClient.query({ ...currentCompanyQueryOptions(), staleTime: 'static' });
    if (!company) throw new Error(BILL_PAGE_MESSAGES.noCompany);
    // The form opens filled from the bill, its supplier and its products: all three first (the
    // pickers' failures are the page's to show, with a retry).
    const noop = () => undefined;
    await Promise.all([
      context.queryClient.query({ ...billQueryOptions(company._id, params.billId), staleTime: 0 }),
      context.queryClient.query(suppliersQueryOptions(company._id)).catch(noop),
      context.queryClient.query(productsQueryOptions(company._id)).catch(noop),
    ]);
  },
  errorComponent: RouteError,
  component: BillReviewRoute,
});

function BillReviewRoute() {
  const { billId } = Route.useParams();
  const { data: company } = useSuspenseQuery(currentCompanyQueryOptions());
  const navigate = Route.useNavigate();
  const back = useGoBack('/bills');
  if (!company) throw new Error(BILL_PAGE_MESSAGES.noCompany);
  return (
    <BillReviewPage
      key={billId}
      company={{
        id: company._id,
        state: company.state,
        taxEnabled: company.company_settings.features.enable_tax,
        expiryAlertDays: company.expiry_alert_days,
      }}
      billId={billId}
      onBack={back}
      onPosted={(invoiceId) => void navigate({ to: '/invoices/$invoiceId', params: { invoiceId }, replace: true })}
      onDiscarded={() => void navigate({ to: '/bills', replace: true })}
    />
  );
}
