import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteGroup } from '@app/shared/api/routes/groups/delete-group';
import { callApi } from '@/lib/api-client';
import { reloadCatalogue } from '@/lib/catalogue-keys';

/** Spec 4: after a delete the list reloads, also when it failed (409 while products or sub-groups use it). */
export function useDeleteGroup(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteGroup, { params: { id }, query: { company_id: companyId } }),
    onSettled: () => reloadCatalogue(queryClient, companyId),
  });
}
