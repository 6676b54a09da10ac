import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { hasItems, isJournalType, typeSlug } from '@app/shared/books/voucher-types';
import { RouteError } from '@/components/route-error';
import { currentCompanyQueryOptions } from '@/features/companies/api/companies-queries';
import { transactionQueryOptions, useTransaction } from '@/features/transactions/api/get-transaction';
import { EntryPageSkeleton } from '@/features/transactions/components/entry-page-skeleton';
import { JournalEntryPage } from '@/features/transactions/components/journal-entry-page';
import { TransactionEntryPage } from '@/features/transactions/components/transaction-entry-page';
import { TRANSACTION_MESSAGES } from '@/features/transactions/messages';
import { useGoBack } from '@/hooks/use-go-back';

/** The loader sends invoices to their own page; this only narrows the type. */
const NOT_A_TRANSACTION =
  'Only receipts, payments, journals and contras are edited here; open invoices from the Invoices page.';

/** /transactions/update/{type}/{voucher_id}: a receipt, payment, journal or contra, loaded, then edited. */
export const Route = createFileRoute('/_app/transactions/update/$type/$voucherId')({
  loader: async ({ context, params }) => {
    const company = await context.queryClient.query({ ...currentCompanyQueryOptions(), staleTime: 'static' });
    if (!company) throw new Error(TRANSACTION_MESSAGES.noCompany);
    const voucher = await context.queryClient.query(transactionQueryOptions(company._id, params.voucherId));
    // An invoice's or a note's id: its own edit page.
    if (hasItems(voucher.voucher_type)) {
      throw redirect({
        to: '/invoices/update/$type/$voucherId',
        params: { type: typeSlug(voucher.voucher_type), voucherId: voucher._id },
        replace: true,
      });
    }
  },
  pendingComponent: EntryPageSkeleton,
  errorComponent: RouteError,
  component: UpdateTransactionRoute,
});

function UpdateTransactionRoute() {
  const { data: company } = useSuspenseQuery(currentCompanyQueryOptions());
  if (!company) throw new Error(TRANSACTION_MESSAGES.noCompany);
  return <UpdateTransaction companyId={company._id} />;
}

function UpdateTransaction({ companyId }: { companyId: string }) {
  const { voucherId } = Route.useParams();
  const { data: voucher } = useTransaction(companyId, voucherId);
  const navigate = Route.useNavigate();
  const back = useGoBack('/transactions');
  const saved = () => void navigate({ to: '/transactions' });
  if (isJournalType(voucher.voucher_type))
    return (
      <JournalEntryPage
        key={voucher._id}
        companyId={companyId}
        type={voucher.voucher_type}
        voucher={voucher}
        onBack={back}
        onSaved={saved}
      />
    );
  if (voucher.voucher_type !== 'Receipt' && voucher.voucher_type !== 'Payment') throw new Error(NOT_A_TRANSACTION);
  return (
    <TransactionEntryPage
      // The voucher decides the type, whatever the path says.
      key={voucher._id}
      companyId={companyId}
      type={voucher.voucher_type}
      voucher={voucher}
      onBack={back}
      onSaved={saved}
    />
  );
}
