import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryFormValues as CategoryInput, CategoryOption } from '@app/shared/catalogue/categories';
import { createCategory } from '@app/shared/api/routes/category/create-category';
import { updateCategory } from '@app/shared/api/routes/category/update-category';
import { callApi } from '@/lib/api-client';
import { reloadCatalogue } from '@/lib/catalogue-keys';
import { categoryOptionsQueryOptions } from '@/hooks/use-catalogue-options';

export function useSaveCategory(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CategoryInput }) =>
      id ? callApi(updateCategory, { params: { id }, body: input }) : callApi(createCategory, { body: input }),
    onSuccess: async (saved) => {
      // The product drawer picks a category made from inside it at once, before the reload.
      const option: CategoryOption = { _id: saved._id, category_name: saved.category_name };
      queryClient.setQueryData(categoryOptionsQueryOptions(companyId).queryKey, (options) =>
        options ? [...options.filter((o) => o._id !== saved._id), option] : options,
      );
      await reloadCatalogue(queryClient, companyId);
    },
  });
}
