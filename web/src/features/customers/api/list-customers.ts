import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listLedgers } from '@app/shared/api/routes/ledger/list-ledgers';
import { callApi } from '@/lib/api-client';
import type { CustomersSearch } from '../customers-search';
import { customerKeys } from '@/lib/customer-keys';

/** A page of the directory with the search, filters and sort on screen (the table's, or an export's). */
export const fetchCustomersPage = (
  companyId: string,
  search: CustomersSearch,
  page: { page_no: number; limit: number },
  signal?: AbortSignal,
) =>
  callApi(listLedgers, {
    query: {
      company_id: companyId,
      search: search.search,
      // Spec 7: parent and state are left out for All.
      parent: search.type,
      state: search.state,
      ...page,
      sortField: search.sort,
      sortOrder: search.order,
    },
    signal,
  });

export const customersQueryOptions = (companyId: string, search: CustomersSearch) =>
  queryOptions({
    queryKey: [...customerKeys.lists(companyId), search],
    queryFn: ({ signal }) =>
      fetchCustomersPage(companyId, search, { page_no: search.page, limit: search.size }, signal),
    // The State filter's options come with the list: keep the last page on screen while the next loads.
    placeholderData: keepPreviousData,
  });

/** Spec 2: the Customers Directory; nothing to load without a current company. */
export const useCustomers = (companyId: string | undefined, search: CustomersSearch) =>
  useQuery({ ...customersQueryOptions(companyId ?? '', search), enabled: companyId !== undefined });
