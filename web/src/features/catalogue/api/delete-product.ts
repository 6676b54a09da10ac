import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteProduct } from '@app/shared/api/routes/product/delete-product';
import { callApi } from '@/lib/api-client';
import { reloadCatalogue } from '@/lib/catalogue-keys';

/** Spec 4: after a delete the list reloads, also when it failed. */
export function useDeleteProduct(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteProduct, { params: { id }, query: { company_id: companyId } }),
    onSettled: (_data, _error, id) => reloadCatalogue(queryClient, companyId, id),
  });
}
