import { queryOptions, useQuery } from '@tanstack/react-query';
import { listProductOptions } from '@app/shared/api/routes/product/list-product-options';
import { callApi } from '@/lib/api-client';
import { billKeys } from './bill-keys';

export const productsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: billKeys.products(companyId),
    queryFn: ({ signal }) => callApi(listProductOptions, { query: { company_id: companyId }, signal }),
  });

/** Every product in the fields a purchase line takes, for the review form's line pickers. */
export const useProducts = (companyId: string) => useQuery(productsQueryOptions(companyId));
