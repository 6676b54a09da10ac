import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listTransactions } from '@app/shared/api/routes/transactions/list-transactions';
import { callApi } from '@/lib/api-client';
import type { TransactionListParams } from '../transactions-search';
import { transactionKeys } from './transaction-keys';

/** The directory's filters and sort as the API reads them (spec 7's names); the list adds its page. */
export const transactionFilterQuery = (companyId: string, params: TransactionListParams) => ({
  company_id: companyId,
  searchQuery: params.search,
  type: params.type === 'All' ? undefined : params.type,
  start_date: params.from,
  end_date: params.to,
  sortField: params.sort,
  sortOrder: params.order,
});

export const transactionsQueryOptions = (companyId: string, params: TransactionListParams) =>
  queryOptions({
    queryKey: [...transactionKeys.list(companyId), params],
    queryFn: ({ signal }) =>
      callApi(listTransactions, {
        query: { ...transactionFilterQuery(companyId, params), pageNumber: params.page, limit: params.size },
        signal,
      }),
    // Keep the last page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** Spec 2: the Transactions Directory; nothing to load without a current company. */
export const useTransactions = (companyId: string | undefined, params: TransactionListParams) =>
  useQuery({ ...transactionsQueryOptions(companyId ?? '', params), enabled: companyId !== undefined });
