import { useMutation, useQueryClient } from '@tanstack/react-query';
import { retryBill } from '@app/shared/api/routes/bills/retry-bill';
import { callApi } from '@/lib/api-client';
import { reloadBills } from './bill-keys';

/** Retry (a failed bill) and Read it (a held one): the bill is queued to be read again. */
export function useRetryBill(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(retryBill, { params: { id }, body: { company_id: companyId } }),
    onSettled: () => reloadBills(queryClient, companyId),
  });
}
