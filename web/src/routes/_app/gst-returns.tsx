import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { currentCompanyQueryOptions } from '@/features/companies/api/companies-queries';
import { EInvoiceBulkTab } from '@/features/einvoice/components/bulk/einvoice-bulk-tab';
import { GstReturnsPage } from '@/features/gst-returns/components/gst-returns-page';
import {
  GST_RETURNS_SEARCH_DEFAULTS,
  readGstReturnsSearch,
  type GstReturnsSearch,
} from '@/features/gst-returns/gst-returns-search';
import { useGoBack } from '@/hooks/use-go-back';

/** Issue 33, GST Returns: the return period lives in the URL; issue 36's e-Invoices tab is composed in. */
export const Route = createFileRoute('/_app/gst-returns')({
  validateSearch: readGstReturnsSearch,
  search: { middlewares: [stripSearchParams(GST_RETURNS_SEARCH_DEFAULTS)] },
  loader: ({ context }) => context.queryClient.query({ ...currentCompanyQueryOptions(), staleTime: 'static' }),
  errorComponent: RouteError,
  component: GstReturnsRoute,
});

function GstReturnsRoute() {
  const navigate = Route.useNavigate();
  const back = useGoBack('/summary');
  const { data: company } = useSuspenseQuery(currentCompanyQueryOptions());
  return (
    <GstReturnsPage
      companyId={company?._id}
      companyName={company?.name ?? ''}
      booksBeginFrom={company?.books_begin_from}
      search={Route.useSearch()}
      onSearchChange={(next: GstReturnsSearch) => void navigate({ search: next, replace: true })}
      onBack={back}
      einvoices={
        company ? ({ from, to }) => <EInvoiceBulkTab companyId={company._id} from={from} to={to} /> : undefined
      }
    />
  );
}
