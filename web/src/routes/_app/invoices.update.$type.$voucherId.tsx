import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { Voucher } from '@app/shared/books/voucher-docs';
import { isNoteType } from '@app/shared/books/voucher-types';
import { RouteError } from '@/components/route-error';
import { currentCompanyQueryOptions } from '@/features/companies/api/companies-queries';
import { invoiceQueryOptions, useInvoice } from '@/features/invoices/api/get-invoice';
import {
  InvoiceFormPage,
  type InvoiceFormCompany,
} from '@/features/invoices/components/invoice-form/invoice-form-page';
import { InvoicePageSkeleton } from '@/features/invoices/components/invoice-page/invoice-page-skeleton';
import { NoteFormPage } from '@/features/invoices/components/note-form/note-form-page';
import { directoryTypeOfPath } from '@/features/invoices/invoice-search';
import { INVOICE_MESSAGES } from '@/features/invoices/messages';
import { useGoBack } from '@/hooks/use-go-back';

/**
 * /invoices/update/{type}/{id} (spec 2, Invoice edit page): the invoice as it is now, then the form.
 * A credit or debit note (/invoices/update/credit-note/{id}) opens the note form, with the invoice
 * it is against as it is now.
 */
export const Route = createFileRoute('/_app/invoices/update/$type/$voucherId')({
  loader: async ({ context, params }) => {
    const company = await context.queryClient.query({ ...currentCompanyQueryOptions(), staleTime: 'static' });
    if (!company) throw new Error(INVOICE_MESSAGES.noCompany);
    // An edit starts from the latest version (the update sends it back; a stale one gets 409).
    const voucher = await context.queryClient.query({
      ...invoiceQueryOptions(company._id, params.voucherId),
      staleTime: 0,
    });
    if (directoryTypeOfPath(params.type) !== voucher.voucher_type) {
      throw new Error(`Invoice ${voucher.voucher_number} is not a ${params.type} invoice.`);
    }
    if (voucher.status !== 'active') throw new Error(`A ${voucher.status} invoice cannot be edited.`);
    if (voucher.against) {
      await context.queryClient.query({
        ...invoiceQueryOptions(company._id, voucher.against.vouchar_id),
        staleTime: 0,
      });
    }
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

function UpdateInvoiceView({ company, id }: { company: InvoiceFormCompany; id: string }) {
  const { data: voucher } = useInvoice(company.id, id);
  const navigate = Route.useNavigate();
  const back = useGoBack('/invoices');
  if (isNoteType(voucher.voucher_type)) {
    return voucher.against ? (
      <UpdateNoteView key={voucher._id} company={company} note={voucher} againstId={voucher.against.vouchar_id} />
    ) : (
      <NoteFormPage
        key={voucher._id}
        type={voucher.voucher_type}
        company={company}
        note={voucher}
        onBack={back}
        onCancel={back}
        onSaved={(note) =>
          void navigate({ to: '/invoices/$invoiceId', params: { invoiceId: note._id }, replace: true })
        }
      />
    );
  }
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

/** A note against an invoice: the invoice, loaded by the route, gives the rows it returns. */
function UpdateNoteView({
  company,
  note,
  againstId,
}: {
  company: InvoiceFormCompany;
  note: Voucher;
  againstId: string;
}) {
  const { data: invoice } = useSuspenseQuery(invoiceQueryOptions(company.id, againstId));
  const navigate = Route.useNavigate();
  const back = useGoBack('/invoices');
  if (!isNoteType(note.voucher_type)) return null;
  return (
    <NoteFormPage
      type={note.voucher_type}
      company={company}
      note={note}
      invoice={invoice}
      onBack={back}
      onCancel={back}
      onSaved={(saved) =>
        void navigate({ to: '/invoices/$invoiceId', params: { invoiceId: saved._id }, replace: true })
      }
    />
  );
}
