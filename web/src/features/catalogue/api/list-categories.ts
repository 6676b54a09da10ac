import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listCategories } from '@app/shared/api/routes/category/list-categories';
import { callApi } from '@/lib/api-client';
import type { CatalogueSearch } from '../catalogue-search';
import { catalogueKeys } from '@/lib/catalogue-keys';

export type CardListParams = Pick<CatalogueSearch, 'search' | 'page' | 'size'>;

export const categoriesQueryOptions = (companyId: string, params: CardListParams) =>
  queryOptions({
    queryKey: [...catalogueKeys.categories(companyId), 'list', params],
    queryFn: ({ signal }) =>
      callApi(listCategories, {
        query: { company_id: companyId, search: params.search, page_no: params.page, limit: params.size },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Spec 2.10: the Categories tab. */
export const useCategories = (companyId: string | undefined, params: CardListParams) =>
  useQuery({ ...categoriesQueryOptions(companyId ?? '', params), enabled: companyId !== undefined });
