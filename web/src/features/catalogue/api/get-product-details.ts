import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getProductDetails } from '@app/shared/api/routes/product/get-product-details';
import { ApiError, callApi } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/catalogue-keys';

export const productDetailsQueryOptions = (companyId: string, id: string) =>
  queryOptions({
    queryKey: [...catalogueKeys.product(companyId, id), 'details'],
    queryFn: async ({ signal }) => {
      const [product] = await callApi(getProductDetails, { params: { id }, query: { company_id: companyId }, signal });
      if (!product) throw new ApiError('Product not found', 404);
      return product;
    },
  });

/** The product page's figures (001, 9), loaded by the route before the page shows. */
export const useProductDetails = (companyId: string, id: string) =>
  useSuspenseQuery(productDetailsQueryOptions(companyId, id));
