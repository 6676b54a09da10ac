import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createProduct } from '@app/shared/api/routes/product/create-product';
import type { ProductOption } from '@app/shared/catalogue/product-docs';
import type { ProductFormValues } from '@app/shared/catalogue/products';
import { callApi } from '@/lib/api-client';
import { reloadCatalogue } from '@/lib/catalogue-keys';
import { productsQueryOptions } from './list-products';

/**
 * A product for a bill's line that matched none (POST /product/create/product, as the catalogue
 * makes one). It joins the line pickers at once; the catalogue reloads after.
 */
export function useCreateProduct(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductFormValues) => callApi(createProduct, { body: input }),
    onSuccess: async (product) => {
      const option: ProductOption = product;
      queryClient.setQueryData(productsQueryOptions(companyId).queryKey, (options) =>
        options ? [...options, option] : [option],
      );
      await reloadCatalogue(queryClient, companyId);
    },
  });
}
