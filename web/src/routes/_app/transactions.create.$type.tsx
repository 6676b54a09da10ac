import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { currentCompanyQueryOptions } from '@/features/companies/api/companies-queries';
import { TransactionEntryPage } from '@/features/transactions/components/transaction-entry-page';
import { TRANSACTION_MESSAGES } from '@/features/transactions/messages';
import { transactionTypeOf } from '@/features/transactions/transaction-form';
import { useGoBack } from '@/hooks/use-go-back';

/** /transactions/create/{payment|receipt}: a new receipt or payment (any other type: Payment). */
export const Route = createFileRoute('/_app/transactions/create/$type')({
  loader: async ({ context }) => {
    const company = await context.queryClient.query({ ...currentCompanyQueryOptions(), staleTime: 'static' });
    if (!company) throw new Error(TRANSACTION_MESSAGES.noCompany);
  },
  errorComponent: RouteError,
  component: CreateTransactionRoute,
});

function CreateTransactionRoute() {
  const type = transactionTypeOf(Route.useParams().type);
  const { data: company } = useSuspenseQuery(currentCompanyQueryOptions());
  const navigate = Route.useNavigate();
  const back = useGoBack('/transactions');
  if (!company) throw new Error(TRANSACTION_MESSAGES.noCompany);
  return (
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
