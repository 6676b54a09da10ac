import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteLedger } from '@app/shared/api/routes/ledger/delete-ledger';
import { callApi } from '@/lib/api-client';
import { reloadCustomers } from '@/lib/customer-keys';

/** The list reloads after a delete, also when it failed (409 while vouchers use the ledger). */
export function useDeleteCustomer(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteLedger, { params: { id }, query: { company_id: companyId } }),
    onSettled: (_data, error, id) => reloadCustomers(queryClient, companyId, error ? undefined : id),
  });
}
