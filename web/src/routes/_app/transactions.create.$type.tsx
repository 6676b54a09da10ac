import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { currentCompanyQueryOptions } from '@/features/companies/api/companies-queries';
import { JournalEntryPage } from '@/features/transactions/components/journal-entry-page';
import { TransactionEntryPage } from '@/features/transactions/components/transaction-entry-page';
import { journalTypeOf } from '@/features/transactions/journal-form';
import { TRANSACTION_MESSAGES } from '@/features/transactions/messages';
import { transactionTypeOf, type TransactionType } from '@/features/transactions/transaction-form';
import { invoiceQueryOptions } from '@/features/invoices/api/get-invoice';
import { readSettlingSearch } from '@/features/transactions/transactions-search';
import { useGoBack } from '@/hooks/use-go-back';

/**
 * /transactions/create/{payment|receipt|journal|contra}: a new receipt or payment (any other
 * type: Payment), or a journal or contra (issue 32);
 * ?invoice= when opened from an invoice's Record Payment (issue 19), which returns to the invoice.
 */
export const Route = createFileRoute('/_app/transactions/create/$type')({
  validateSearch: readSettlingSearch,
  loaderDeps: ({ search }) => ({ invoice: search.invoice }),
  loader: async ({ context, deps }) => {
    const company = await context.queryClient.query({ ...currentCompanyQueryOptions(), staleTime: 'static' });
    if (!company) throw new Error(TRANSACTION_MESSAGES.noCompany);
    // Record Payment: what is due on the invoice, read afresh (another receipt may have settled some).
    if (deps.invoice)
      await context.queryClient.query({ ...invoiceQueryOptions(company._id, deps.invoice), staleTime: 0 });
  },
  errorComponent: RouteError,
  component: CreateTransactionRoute,
});

function CreateTransactionRoute() {
  const param = Route.useParams().type;
  const type = transactionTypeOf(param);
  const journal = journalTypeOf(param);
  const { invoice: invoiceId } = Route.useSearch();
  const { data: company } = useSuspenseQuery(currentCompanyQueryOptions());
  const navigate = Route.useNavigate();
  const back = useGoBack('/transactions');
  if (!company) throw new Error(TRANSACTION_MESSAGES.noCompany);
  if (journal)
    return (
      <JournalEntryPage
        key={journal}
        companyId={company._id}
        type={journal}
        onBack={back}
        onSaved={() => void navigate({ to: '/transactions' })}
      />
    );
  return invoiceId ? (
    <RecordPayment companyId={company._id} type={type} invoiceId={invoiceId} onBack={back} />
  ) : (
    <TransactionEntryPage
      // Another type is another form: nothing typed carries over.
      key={type}
      companyId={company._id}
      type={type}
      onBack={back}
      onSaved={() => void navigate({ to: '/transactions' })}
    />
  );
}

/** An invoice's Record Payment: the invoice, loaded by the route, gives the party and what is due. */
function RecordPayment(props: { companyId: string; type: TransactionType; invoiceId: string; onBack: () => void }) {
  const { data: invoice } = useSuspenseQuery(invoiceQueryOptions(props.companyId, props.invoiceId));
  const navigate = Route.useNavigate();
  return (
    <TransactionEntryPage
      key={`${props.type}-${invoice._id}`}
      companyId={props.companyId}
      type={props.type}
      settling={{ partyId: invoice.party_name_id, invoiceId: invoice._id, due: invoice.balance_due ?? 0 }}
      onBack={props.onBack}
      onSaved={() => void navigate({ to: '/invoices/$invoiceId', params: { invoiceId: invoice._id } })}
    />
  );
}
