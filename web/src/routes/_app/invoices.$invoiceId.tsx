import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { currentCompanyQueryOptions } from '@/features/companies/api/companies-queries';
import { EInvoiceCard } from '@/features/einvoice/components/einvoice-card';
import { EwayBillCard } from '@/features/einvoice/components/eway/eway-bill-card';
import { useIrnLocked } from '@/features/einvoice/hooks/use-voucher-einvoice';
import { invoiceQueryOptions, useInvoice } from '@/features/invoices/api/get-invoice';
import { InvoicePage } from '@/features/invoices/components/invoice-page/invoice-page';
import { InvoicePageSkeleton } from '@/features/invoices/components/invoice-page/invoice-page-skeleton';
import { INVOICE_MESSAGES } from '@/features/invoices/messages';
import { ShareLinkDialog } from '@/features/sharing/components/share-link-dialog';
import { useGoBack } from '@/hooks/use-go-back';

/** /invoices/{id}: one invoice, loaded before its page shows. */
export const Route = createFileRoute('/_app/invoices/$invoiceId')({
  loader: async ({ context, params }) => {
    const company = await context.queryClient.query({ ...currentCompanyQueryOptions(), staleTime: 'static' });
    if (!company) throw new Error(INVOICE_MESSAGES.noCompany);
    await context.queryClient.query({ ...invoiceQueryOptions(company._id, params.invoiceId), staleTime: 'static' });
  },
  pendingComponent: InvoicePageSkeleton,
  errorComponent: RouteError,
  component: InvoiceRoute,
});

function InvoiceRoute() {
  const { invoiceId } = Route.useParams();
  const { data: company } = useSuspenseQuery(currentCompanyQueryOptions());
  if (!company) throw new Error(INVOICE_MESSAGES.noCompany);
  return (
    <InvoiceView
      companyId={company._id}
      companyName={company.mailing_name ?? company.name}
      taxEnabled={company.company_settings.features.enable_tax}
      id={invoiceId}
    />
  );
}

interface InvoiceViewProps {
  companyId: string;
  /** The seller's name as the invoice prints it, for the message sent with a shared link. */
  companyName: string;
  taxEnabled: boolean;
  id: string;
}

function InvoiceView({ companyId, companyName, taxEnabled, id }: InvoiceViewProps) {
  const { data: voucher } = useInvoice(companyId, id);
  const navigate = Route.useNavigate();
  const back = useGoBack('/invoices');
  const locked = useIrnLocked(companyId, voucher);
  return (
    <InvoicePage
      voucher={voucher}
      companyId={companyId}
      taxEnabled={taxEnabled}
      onBack={back}
      onDeleted={() => void navigate({ to: '/invoices', replace: true })}
      locked={locked}
      einvoice={<EInvoiceCard companyId={companyId} voucher={voucher} />}
      ewayBill={<EwayBillCard companyId={companyId} voucher={voucher} />}
      shareLink={(control) => (
        <ShareLinkDialog {...control} companyId={companyId} companyName={companyName} voucher={voucher} />
      )}
    />
  );
}
