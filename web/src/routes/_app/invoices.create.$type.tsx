import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { isNoteType, originalTypeOf, type NoteKind, type NoteType } from '@app/shared/books/voucher-types';
import { RouteError } from '@/components/route-error';
import { ReadBillBanner } from '@/features/bills/components/read-bill-banner';
import { currentCompanyQueryOptions } from '@/features/companies/api/companies-queries';
import { invoiceQueryOptions } from '@/features/invoices/api/get-invoice';
import {
  InvoiceFormPage,
  type InvoiceFormCompany,
} from '@/features/invoices/components/invoice-form/invoice-form-page';
import { InvoicePageSkeleton } from '@/features/invoices/components/invoice-page/invoice-page-skeleton';
import { NoteFormPage } from '@/features/invoices/components/note-form/note-form-page';
import { directoryTypeOfPath, readNoteFormSearch } from '@/features/invoices/invoice-search';
import { INVOICE_MESSAGES } from '@/features/invoices/messages';
import { useGoBack } from '@/hooks/use-go-back';

/**
 * Why a note cannot be raised against an invoice, or undefined when it can: a credit note against
 * a sale; a debit note against a purchase, or against a sale to raise its price.
 */
function refusal(type: NoteType, invoice: { voucher_type: string; voucher_number: string; status: string }) {
  const raising = type === 'Debit Note' && invoice.voucher_type === 'Sales';
  const side = originalTypeOf(type, raising ? 'increase' : 'return');
  if (invoice.voucher_type !== side) {
    return `${invoice.voucher_number} is not a ${side.toLowerCase()} invoice: a ${type.toLowerCase()} is raised against a ${side.toLowerCase()} invoice.`;
  }
  if (invoice.status !== 'active')
    return `Invoice ${invoice.voucher_number} is ${invoice.status}: no note can be raised against it.`;
  return undefined;
}

/**
 * /invoices/create/sales and /invoices/create/purchase (spec 2, Create invoice page), and the
 * notes of issue 18: /invoices/create/credit-note and /invoices/create/debit-note, with
 * ?against={invoice id} when opened from an invoice's Return.
 */
export const Route = createFileRoute('/_app/invoices/create/$type')({
  validateSearch: readNoteFormSearch,
  loaderDeps: ({ search }) => ({ against: search.against }),
  loader: async ({ context, params, deps }) => {
    const type = directoryTypeOfPath(params.type);
    if (!type) throw new Error(`There is no '${params.type}' invoice.`);
    const company = await context.queryClient.query({ ...currentCompanyQueryOptions(), staleTime: 'static' });
    if (!company) throw new Error(INVOICE_MESSAGES.noCompany);
    if (isNoteType(type) && deps.against) {
      // What is left to return is read afresh: another note may have taken some since.
      const invoice = await context.queryClient.query({
        ...invoiceQueryOptions(company._id, deps.against),
        staleTime: 0,
      });
      const refused = refusal(type, invoice);
      if (refused) throw new Error(refused);
    }
  },
  pendingComponent: InvoicePageSkeleton,
  errorComponent: RouteError,
  component: CreateInvoiceRoute,
});

function CreateInvoiceRoute() {
  const params = Route.useParams();
  const { against, kind } = Route.useSearch();
  const type = directoryTypeOfPath(params.type);
  const { data: company } = useSuspenseQuery(currentCompanyQueryOptions());
  const navigate = Route.useNavigate();
  const back = useGoBack('/invoices');
  if (!company) throw new Error(INVOICE_MESSAGES.noCompany);
  if (!type) throw new Error(`There is no '${params.type}' invoice.`);
  const formCompany: InvoiceFormCompany = {
    id: company._id,
    name: company.name,
    state: company.state,
    taxEnabled: company.company_settings.features.enable_tax,
  };
  if (isNoteType(type)) {
    const onSaved = (note: { _id: string }) =>
      void navigate({ to: '/invoices/$invoiceId', params: { invoiceId: note._id }, replace: true });
    return against ? (
      <NoteAgainstInvoice
        key={`${type}-${against}-${kind ?? ''}`}
        type={type}
        company={formCompany}
        against={against}
        kind={kind}
        onSaved={onSaved}
      />
    ) : (
      <NoteFormPage key={type} type={type} company={formCompany} onBack={back} onSaved={onSaved} />
    );
  }
  return (
    <>
      {type === 'Purchase' && <ReadBillBanner />}
      <InvoiceFormPage
        // A new page for each type: nothing typed for a sale carries over to a purchase.
        key={type}
        type={type}
        company={formCompany}
        onBack={back}
        onSaved={() => void navigate({ to: '/invoices', replace: true })}
      />
    </>
  );
}

/** A note raised from an invoice's Return: the invoice, loaded by the route, fixes party and lines. */
function NoteAgainstInvoice(props: {
  type: NoteType;
  company: InvoiceFormCompany;
  against: string;
  kind: NoteKind | undefined;
  onSaved: (note: { _id: string }) => void;
}) {
  const { data: invoice } = useSuspenseQuery(invoiceQueryOptions(props.company.id, props.against));
  const back = useGoBack('/invoices');
  return (
    <NoteFormPage
      type={props.type}
      company={props.company}
      invoice={invoice}
      kind={props.kind}
      onBack={back}
      onSaved={props.onSaved}
    />
  );
}
