import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelIrn } from '@app/shared/api/routes/einvoice/cancel-irn';
import type { CancelIrnInput } from '@app/shared/einvoice/einvoice-docs';
import { callApi } from '@/lib/api-client';
import { einvoiceKeys, reloadInvoice } from './einvoice-keys';

export type IrnCancellation = Omit<CancelIrnInput, 'company_id'>;

/**
 * Cancels the IRN on the IRP; the server then cancels the invoice in the books, which moves
 * balances, stock and reports: everything of the company reloads, the invoice's page with it.
 */
export function useCancelIrn(companyId: string, voucherId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cancellation: IrnCancellation) =>
      callApi(cancelIrn, {
        params: { vouchar_id: voucherId },
        body: { company_id: companyId, ...cancellation },
      }),
    onSuccess: async (data) => {
      queryClient.setQueryData(einvoiceKeys.view(companyId, voucherId), data);
      await reloadInvoice(queryClient, companyId, voucherId, { wholeBooks: true });
    },
  });
}
