import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listProducts } from '@app/shared/api/routes/product/list-products';
import { callApi } from '@/lib/api-client';
import type { CatalogueSearch } from '../catalogue-search';
import { catalogueKeys } from '@/lib/catalogue-keys';

export type ProductListParams = Pick<
  CatalogueSearch,
  'search' | 'category' | 'group' | 'page' | 'size' | 'sort' | 'order'
>;

/** A page of the products with the search, filters and sort on screen (the table's, or an export's). */
export const fetchProductsPage = (
  companyId: string,
  params: ProductListParams,
  page: { page_no: number; limit: number },
  signal?: AbortSignal,
) =>
  callApi(listProducts, {
    query: {
      company_id: companyId,
      search: params.search,
      category: params.category,
      group: params.group,
      ...page,
      sortField: params.sort,
      sortOrder: params.order,
    },
    signal,
  });

export const productsQueryOptions = (companyId: string, params: ProductListParams) =>
  queryOptions({
    queryKey: [...catalogueKeys.products(companyId), params],
    queryFn: ({ signal }) => fetchProductsPage(companyId, params, { page_no: params.page, limit: params.size }, signal),
    // The filters' options come with the list: keep the last page on screen while the next loads.
    placeholderData: keepPreviousData,
  });

/** Spec 2.10: the Products tab; nothing to load without a current company. */
export const useProducts = (companyId: string | undefined, params: ProductListParams) =>
  useQuery({ ...productsQueryOptions(companyId ?? '', params), enabled: companyId !== undefined });
