import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  InventoryGroupFormValues as GroupInput,
  InventoryGroupOption,
} from '@app/shared/catalogue/inventory-groups';
import { createInventoryGroup } from '@app/shared/api/routes/groups/create-inventory-group';
import { updateGroup } from '@app/shared/api/routes/groups/update-group';
import { callApi } from '@/lib/api-client';
import { reloadCatalogue } from '@/lib/catalogue-keys';
import { groupOptionsQueryOptions } from '@/hooks/use-catalogue-options';

export function useSaveGroup(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: GroupInput }) =>
      id ? callApi(updateGroup, { params: { id }, body: input }) : callApi(createInventoryGroup, { body: input }),
    onSuccess: async (saved) => {
      // The product drawer picks a group made from inside it at once, before the reload.
      const option: InventoryGroupOption = {
        _id: saved._id,
        inventory_group_name: saved.inventory_group_name,
        parent_id: saved.parent_id,
      };
      queryClient.setQueryData(groupOptionsQueryOptions(companyId).queryKey, (options) =>
        options ? [...options.filter((o) => o._id !== saved._id), option] : options,
      );
      await reloadCatalogue(queryClient, companyId);
    },
  });
}
