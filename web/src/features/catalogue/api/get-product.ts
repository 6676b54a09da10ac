import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { getProduct } from '@app/shared/api/routes/product/get-product';
import { ApiError, callApi } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/catalogue-keys';

export const productQueryOptions = (companyId: string, id: string) =>
  queryOptions({
    queryKey: [...catalogueKeys.product(companyId, id), 'edit'],
    queryFn: async ({ signal }) => {
      const [product] = await callApi(getProduct, { params: { id }, query: { company_id: companyId }, signal });
      if (!product) throw new ApiError('Product not found', 404);
      return product;
    },
    // The drawer edits what the server has now.
    staleTime: 0,
  });

/** Spec 2.10: editing fetches the product first, then opens the drawer with it. */
export function useFetchProduct(companyId: string) {
  const queryClient = useQueryClient();
  return (id: string) => queryClient.query(productQueryOptions(companyId, id));
}
