import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listLedgerInvoices } from '@app/shared/api/routes/ledger/list-ledger-invoices';
import { callApi } from '@/lib/api-client';
import { periodOf } from '@/lib/search-params';
import type { StatementSearch } from '../customers-search';
import { customerKeys } from '@/lib/customer-keys';

export const statementQueryOptions = (companyId: string, customerId: string, search: StatementSearch) => {
  const { start, end } = periodOf(search);
  return queryOptions({
    queryKey: [...customerKeys.customer(companyId, customerId), 'statement', { ...search, start, end }],
    queryFn: ({ signal }) =>
      callApi(listLedgerInvoices, {
        params: { customer_id: customerId },
        query: {
          company_id: companyId,
          search: search.search,
          // Spec 7: type is left out for All.
          type: search.type,
          start_date: start,
          end_date: end,
          page_no: search.page,
          limit: search.size,
          // Spec 4: the ledger page lists the newest entries first.
          sortField: 'created_at',
          sortOrder: -1,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
};

/** Spec 2: the customer ledger page's vouchers of a period, with its opening and closing balances. */
export const useStatement = (companyId: string, customerId: string, search: StatementSearch) =>
  useQuery(statementQueryOptions(companyId, customerId, search));
