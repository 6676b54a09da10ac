import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listInventoryItems } from '@app/shared/api/routes/product/list-inventory-items';
import { callApi } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/catalogue-keys';
import type { InventorySearch } from '../inventory-search';

/** A page of the stock items with the tab, filters and sort on screen (the table's, or an export's). */
export const fetchInventoryPage = (
  companyId: string,
  search: InventorySearch,
  page: { page_no: number; limit: number },
  signal?: AbortSignal,
) =>
  callApi(listInventoryItems, {
    query: {
      company_id: companyId,
      search: search.search,
      category: search.category,
      group: search.group,
      // Spec 7: a filter set to all is left out (and the Expiring tab lists batches, not items).
      stock_status: search.tab === 'all' || search.tab === 'expiring' ? undefined : search.tab,
      ...page,
      sortField: search.sort,
      sortOrder: search.order,
    },
    signal,
  });

export const inventoryItemsQueryOptions = (companyId: string, search: InventorySearch) =>
  queryOptions({
    queryKey: [...catalogueKeys.inventory(companyId), 'items', search],
    queryFn: ({ signal }) =>
      fetchInventoryPage(companyId, search, { page_no: search.page, limit: search.size }, signal),
    // Keep the last page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** Spec 2: the inventory table; nothing to load without a current company, nor on the Expiring tab. */
export const useInventoryItems = (companyId: string | undefined, search: InventorySearch) =>
  useQuery({
    ...inventoryItemsQueryOptions(companyId ?? '', search),
    enabled: companyId !== undefined && search.tab !== 'expiring',
  });
