import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyInput } from '@app/shared/companies';
import { deleteCompany } from '@app/shared/api/routes/auth/delete-company';
import { createCompany } from '@app/shared/api/routes/user/create-company';
import { switchCompany } from '@app/shared/api/routes/user/switch-company';
import { updateCompany } from '@app/shared/api/routes/user/update-company';
import { callApi } from '@/lib/api-client';
import { reloadCompanies } from './companies-queries';

/** Spec 8: company messages. */
export const COMPANY_MESSAGES = {
  created: 'Company Details successfully created! 🎉',
  updated: 'Company Details successfully updated! 🎉',
  createFailed: 'Failed to create company. An unexpected error occurred.',
  updateFailed: 'Failed to update company. An unexpected error occurred.',
  invalid: 'Please fix the form errors before submitting',
  switched: 'Company changed successfully!',
  deleted: 'Company deleted successfully',
} as const;

export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CompanyInput }) =>
      id ? callApi(updateCompany, { params: { id }, body: input }) : callApi(createCompany, { body: input }),
    onSuccess: () => reloadCompanies(queryClient),
  });
}

/** Switching reloads everything the old company's pages had loaded. */
export function useSwitchCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(switchCompany, { params: { id } }),
    onSuccess: async () => {
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== 'current-user' && query.queryKey[0] !== 'notifications',
      });
      await reloadCompanies(queryClient);
    },
  });
}

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteCompany, { params: { id } }),
    onSuccess: () => reloadCompanies(queryClient),
  });
}
