import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCategory } from '@app/shared/api/routes/category/delete-category';
import { callApi } from '@/lib/api-client';
import { reloadCatalogue } from '@/lib/catalogue-keys';

/** Spec 4: after a delete the list reloads, also when it failed (409 while products use it). */
export function useDeleteCategory(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteCategory, { params: { id }, query: { company_id: companyId } }),
    onSettled: () => reloadCatalogue(queryClient, companyId),
  });
}
