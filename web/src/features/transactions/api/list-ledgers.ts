import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAllLedgers } from '@app/shared/api/routes/ledger/list-all-ledgers';
import { callApi } from '@/lib/api-client';
import { transactionKeys } from './transaction-keys';

/**
 * Spec 2: the party dropdown offers Debtors and Creditors with their balances; issue 32 adds every
 * other ledger but cash and bank (rent, salary, capital), so it reads them all.
 */
export const partyLedgersQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: transactionKeys.parties(companyId),
    queryFn: ({ signal }) => callApi(listAllLedgers, { query: { company_id: companyId }, signal }),
  });

export const usePartyLedgers = (companyId: string) => useQuery(partyLedgersQueryOptions(companyId));
