import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductFormValues as ProductInput } from '@app/shared/catalogue/products';
import { createProduct } from '@app/shared/api/routes/product/create-product';
import { updateProduct } from '@app/shared/api/routes/product/update-product';
import { callApi } from '@/lib/api-client';
import { reloadCatalogue } from '@/lib/catalogue-keys';

/** Creates a product, or replaces one with what the drawer shows (an update clears what it leaves out). */
export function useSaveProduct(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ProductInput }) =>
      id ? callApi(updateProduct, { params: { id }, body: input }) : callApi(createProduct, { body: input }),
    onSuccess: () => reloadCatalogue(queryClient, companyId),
  });
}
