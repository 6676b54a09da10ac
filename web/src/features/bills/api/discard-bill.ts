import { useMutation, useQueryClient } from '@tanstack/react-query';
import { discardBill } from '@app/shared/api/routes/bills/discard-bill';
import { callApi } from '@/lib/api-client';
import { billKeys } from './bill-keys';

/** Discard: the bill and its draft go (never a posted one). */
export function useDiscardBill(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(discardBill, { params: { id }, query: { company_id: companyId } }),
    onSuccess: ({ _id }) => {
      // The discarded bill's own queries would only answer 404 now.
      queryClient.removeQueries({ queryKey: billKeys.bill(companyId, _id) });
      return queryClient.invalidateQueries({ queryKey: billKeys.list(companyId) });
    },
  });
}
