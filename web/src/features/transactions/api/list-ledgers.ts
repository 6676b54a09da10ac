import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTransactionLedgers } from '@app/shared/api/routes/ledger/list-transaction-ledgers';
import { type ACCOUNT_GROUPS, PARTY_GROUPS } from '@app/shared/books/voucher-types';
import { callApi } from '@/lib/api-client';
import { transactionKeys } from './transaction-keys';

/** Spec 7: the groups are sent in this order, Bank Accounts first. */
const ACCOUNT_GROUP_ORDER = ['Bank Accounts', 'Cash-in-Hand'] satisfies (typeof ACCOUNT_GROUPS)[number][];

/** Spec 2: the account buttons: every cash and bank ledger of the company. */
export const accountLedgersQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: transactionKeys.accounts(companyId),
    queryFn: ({ signal }) =>
      callApi(listTransactionLedgers, { query: { company_id: companyId }, body: ACCOUNT_GROUP_ORDER, signal }),
  });

/**
 * Spec 2: the party dropdown offers Debtors and Creditors (the same route, by group name), with
 * their balances.
 */
export const partyLedgersQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: transactionKeys.parties(companyId),
    queryFn: ({ signal }) =>
      callApi(listTransactionLedgers, { query: { company_id: companyId }, body: [...PARTY_GROUPS], signal }),
  });

export const useAccountLedgers = (companyId: string) => useQuery(accountLedgersQueryOptions(companyId));
export const usePartyLedgers = (companyId: string) => useQuery(partyLedgersQueryOptions(companyId));
