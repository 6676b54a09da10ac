import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { currentCompanyQueryOptions } from '@/features/companies/api/companies-queries';
import { invoiceQueryOptions, useInvoice } from '@/features/invoices/api/get-invoice';
import { InvoiceFormPage } from '@/features/invoices/components/invoice-form/invoice-form-page';
import { InvoicePageSkeleton } from '@/features/invoices/components/invoice-page/invoice-page-skeleton';
import { invoiceTypeOfPath } from '@/features/invoices/invoice-search';
import { INVOICE_MESSAGES } from '@/features/invoices/messages';
import { useGoBack } from '@/hooks/use-go-back';

/** /invoices/update/{type}/{id} (spec 2, Invoice edit page): the invoice as it is now, then the form. */
export const Route = createFileRoute('/_app/invoices/update/$type/$voucherId')({
  loader: async ({ context, params }) => {
    const company = await context.queryClient.query({ ...currentCompanyQueryOptions(), staleTime: 'static' });
    if (!company) throw new Error(INVOICE_MESSAGES.noCompany);
    // An edit starts from the latest version (the update sends it back; a stale one gets 409).
    const voucher = await context.queryClient.query({
      ...invoiceQueryOptions(company._id, params.voucherId),
      staleTime: 0,
    });
    if (invoiceTypeOfPath(params.type) !== voucher.voucher_type) {
      throw new Error(`Invoice ${voucher.voucher_number} is not a ${params.type} invoice.`);
    }
    if (voucher.status !== 'active') throw new Error(`A ${voucher.status} invoice cannot be edited.`);
  },
  pendingComponent: InvoicePageSkeleton,
  errorComponent: RouteError,
  component: UpdateInvoiceRoute,
});

function UpdateInvoiceRoute() {
  const { voucherId } = Route.useParams();
  const { data: company } = useSuspenseQuery(currentCompanyQueryOptions());
  if (!company) throw new Error(INVOICE_MESSAGES.noCompany);
  return (
    <UpdateInvoiceView
      company={{
        id: company._id,
        name: company.name,
        state: company.state,
        taxEnabled: company.company_settings.features.enable_tax,
      }}
      id={voucherId}
    />
  );
}

function UpdateInvoiceView({
  company,
  id,
}: {
  company: { id: string; name: string; state: string; taxEnabled: boolean };
  id: string;
}) {
  const { data: voucher } = useInvoice(company.id, id);
  const navigate = Route.useNavigate();
  const back = useGoBack('/invoices');
  const type = voucher.voucher_type === 'Sales' ? 'Sales' : 'Purchase';
  return (
    <InvoiceFormPage
      key={voucher._id}
      type={type}
      company={company}
      voucher={voucher}
      onBack={back}
      onCancel={back}
      onSaved={() => void navigate({ to: '/invoices', replace: true })}
    />
  );
}
