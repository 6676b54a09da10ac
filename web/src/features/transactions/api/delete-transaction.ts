import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteTransaction } from '@app/shared/api/routes/transactions/delete-transaction';
import { callApi } from '@/lib/api-client';
import { reloadBooks } from './transaction-keys';

/** Deletes a row's voucher (a Sales invoice is cancelled); the books reload, also when it failed. */
export function useDeleteTransaction(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callApi(deleteTransaction, { params: { vouchar_id: id }, query: { company_id: companyId } }),
    onSettled: (_data, _error, id) => reloadBooks(queryClient, companyId, id),
  });
}
