import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createLedger } from '@app/shared/api/routes/ledger/create-ledger';
import { listTransactionLedgers } from '@app/shared/api/routes/ledger/list-transaction-ledgers';
import type { LedgerFormValues } from '@app/shared/books/ledgers';
import type { ACCOUNT_GROUPS } from '@app/shared/books/voucher-types';
import { callApi } from '@/lib/api-client';

/** Spec 7: the groups whose ledgers money goes through, in the order the spec sends them. */
const ACCOUNT_GROUP_ORDER = ['Bank Accounts', 'Cash-in-Hand'] satisfies (typeof ACCOUNT_GROUPS)[number][];

/** Under the company, so a voucher posted in it (reloadBooks) or a new account reloads the buttons. */
const accountsKey = (companyId: string) => ['accounts', companyId] as const;

/** Spec 2: the account buttons of receipts and payments: every cash and bank ledger of the company. */
const cashBankAccountsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: accountsKey(companyId),
    queryFn: ({ signal }) =>
      callApi(listTransactionLedgers, { query: { company_id: companyId }, body: ACCOUNT_GROUP_ORDER, signal }),
  });

export const useCashBankAccounts = (companyId: string, enabled = true) =>
  useQuery({ ...cashBankAccountsQueryOptions(companyId), enabled });

const reloadAccounts = (queryClient: QueryClient, companyId: string) =>
  queryClient.invalidateQueries({ queryKey: accountsKey(companyId) });

/** Adds a bank ledger (POST /ledger/create with the Bank Accounts group); the buttons reload. */
export function useCreateBankAccount(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LedgerFormValues) => callApi(createLedger, { body: input }),
    onSuccess: () => reloadAccounts(queryClient, companyId),
  });
}
