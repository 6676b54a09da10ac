import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteVoucher } from '@app/shared/api/routes/invoices/delete-voucher';
import { callApi } from '@/lib/api-client';
import { reloadBooks } from './invoice-keys';

/**
 * Spec 2: Delete. The server cancels a Sales invoice (its number stays used, as GST requires) and
 * deletes a Purchase; both keep their audit trail. Lists reload either way.
 */
export function useDeleteInvoice(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callApi(deleteVoucher, { params: { vouchar_id: id }, query: { company_id: companyId } }),
    onSettled: (withdrawn) => reloadBooks(queryClient, companyId, withdrawn),
  });
}
