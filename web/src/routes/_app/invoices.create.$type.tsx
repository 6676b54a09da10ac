import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { ReadBillBanner } from '@/features/bills/components/read-bill-banner';
import { currentCompanyQueryOptions } from '@/features/companies/api/companies-queries';
import { InvoiceFormPage } from '@/features/invoices/components/invoice-form/invoice-form-page';
import { invoiceTypeOfPath } from '@/features/invoices/invoice-search';
import { INVOICE_MESSAGES } from '@/features/invoices/messages';
import { useGoBack } from '@/hooks/use-go-back';

/** /invoices/create/sales and /invoices/create/purchase (spec 2, Create invoice page). */
export const Route = createFileRoute('/_app/invoices/create/$type')({
  loader: async ({ context, params }) => {
    if (!invoiceTypeOfPath(params.type)) throw new Error(`There is no '${params.type}' invoice.`);
    const company = await context.queryClient.query({ ...currentCompanyQueryOptions(), staleTime: 'static' });
    if (!company) throw new Error(INVOICE_MESSAGES.noCompany);
  },
  errorComponent: RouteError,
  component: CreateInvoiceRoute,
});

function CreateInvoiceRoute() {
  const params = Route.useParams();
  const type = invoiceTypeOfPath(params.type);
  const { data: company } = useSuspenseQuery(currentCompanyQueryOptions());
  const navigate = Route.useNavigate();
  const back = useGoBack('/invoices');
  if (!company) throw new Error(INVOICE_MESSAGES.noCompany);
  if (!type) throw new Error(`There is no '${params.type}' invoice.`);
  return (
    <>
      {type === 'Purchase' && <ReadBillBanner />}
      <InvoiceFormPage
        // A new page for each type: nothing typed for a sale carries over to a purchase.
        key={type}
        type={type}
        company={{
          id: company._id,
          name: company.name,
          state: company.state,
          taxEnabled: company.company_settings.features.enable_tax,
        }}
        onBack={back}
        onSaved={() => void navigate({ to: '/invoices', replace: true })}
      />
    </>
  );
}
