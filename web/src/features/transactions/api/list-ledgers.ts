import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTransactionLedgers } from '@app/shared/api/routes/ledger/list-transaction-ledgers';
import { PARTY_GROUPS } from '@app/shared/books/voucher-types';
import { callApi } from '@/lib/api-client';
import { transactionKeys } from './transaction-keys';

/**
 * Spec 2: the party dropdown offers Debtors and Creditors (the cash/bank account route, by group
 * name), with their balances.
 */
export const partyLedgersQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: transactionKeys.parties(companyId),
    queryFn: ({ signal }) =>
      callApi(listTransactionLedgers, { query: { company_id: companyId }, body: [...PARTY_GROUPS], signal }),
  });

export const usePartyLedgers = (companyId: string) => useQuery(partyLedgersQueryOptions(companyId));
