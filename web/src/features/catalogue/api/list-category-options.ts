import { queryOptions, useQuery } from '@tanstack/react-query';
import { listCategoryOptions } from '@app/shared/api/routes/category/list-category-options';
import { callApi } from '@/lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export const categoryOptionsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: [...catalogueKeys.categories(companyId), 'options'],
    queryFn: ({ signal }) => callApi(listCategoryOptions, { query: { company_id: companyId }, signal }),
  });

/** Every category, for the product drawer's picker. */
export const useCategoryOptions = (companyId: string) => useQuery(categoryOptionsQueryOptions(companyId));
