import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listVouchers } from '@app/shared/api/routes/invoices/list-vouchers';
import { callApi } from '@/lib/api-client';
import { periodOf } from '@/lib/search-params';
import { directoryTypeOfPath, type InvoiceSearch } from '../invoice-search';
import { invoiceKeys } from './invoice-keys';

export type InvoiceListParams = Omit<InvoiceSearch, 'start' | 'end'> & { start: string; end: string };

/** The directory's filters and sort as the API reads them (spec 7); the list adds its page. */
export const invoiceFilterQuery = (companyId: string, params: InvoiceListParams) => ({
  company_id: companyId,
  search: params.search,
  // Spec 7: the type is left out for All.
  type: params.type === 'all' ? undefined : directoryTypeOfPath(params.type),
  start_date: params.start,
  end_date: params.end,
  sortField: params.sort,
  sortOrder: params.order,
  include_cancelled: params.cancelled ? ('true' as const) : undefined,
  status: params.status === 'all' ? undefined : params.status,
});

export const invoicesQueryOptions = (companyId: string, params: InvoiceListParams) =>
  queryOptions({
    queryKey: [...invoiceKeys.lists(companyId), params],
    queryFn: ({ signal }) =>
      callApi(listVouchers, {
        query: { ...invoiceFilterQuery(companyId, params), page_no: params.page, limit: params.size },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Spec 2: the Invoices Directory's page; nothing to load without a current company. */
export const useInvoices = (companyId: string | undefined, search: InvoiceSearch) =>
  useQuery({
    ...invoicesQueryOptions(companyId ?? '', { ...search, ...periodOf(search) }),
    enabled: companyId !== undefined,
  });
