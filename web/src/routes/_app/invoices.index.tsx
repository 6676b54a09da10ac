import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { currentCompanyQueryOptions } from '@/features/companies/api/companies-queries';
import { InvoicesPage } from '@/features/invoices/components/invoices-page';
import { INVOICE_SEARCH_DEFAULTS, readInvoiceSearch, type InvoiceSearch } from '@/features/invoices/invoice-search';

/** Spec 2, Invoices Directory: its filters, page and sort live in the URL. */
export const Route = createFileRoute('/_app/invoices/')({
  validateSearch: readInvoiceSearch,
  search: { middlewares: [stripSearchParams(INVOICE_SEARCH_DEFAULTS)] },
  loader: ({ context }) => context.queryClient.query({ ...currentCompanyQueryOptions(), staleTime: 'static' }),
  component: InvoicesRoute,
});

function InvoicesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: company } = useSuspenseQuery(currentCompanyQueryOptions());
  return (
    <InvoicesPage
      companyId={company?._id ?? null}
      taxEnabled={company?.company_settings.features.enable_tax ?? false}
      search={search}
      // Typing and paging replace the entry: Back leaves the directory rather than undoing keystrokes.
      onSearchChange={(next: InvoiceSearch) => void navigate({ search: next, replace: true })}
      onCreate={(type) => void navigate({ to: '/invoices/create/$type', params: { type } })}
    />
  );
}
