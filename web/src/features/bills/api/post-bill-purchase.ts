import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postBillPurchase } from '@app/shared/api/routes/bills/post-bill-purchase';
import type { VoucherPayload } from '@app/shared/books/voucher-input';
import { callApi } from '@/lib/api-client';

/**
 * Create purchase: the reviewed bill is posted as a purchase voucher. Stock, the supplier's balance
 * and the reports move, and every screen's queries sit under the company's id, so all of that
 * company's queries reload (only what is on screen refetches at once).
 */
export function usePostBillPurchase(companyId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: VoucherPayload) => callApi(postBillPurchase, { params: { id }, body: payload }),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(companyId) }),
  });
}
