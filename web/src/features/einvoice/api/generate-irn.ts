import { useMutation, useQueryClient } from '@tanstack/react-query';
import { generateIrn } from '@app/shared/api/routes/einvoice/generate-irn';
import { callApi } from '@/lib/api-client';
import { einvoiceKeys, reloadInvoice } from './einvoice-keys';

/**
 * Gets the invoice's IRN from the IRP. The e-invoice the server answers with is shown as it is;
 * the invoice and its history reload (it is locked now, and its trail has the IRN).
 */
export function useGenerateIrn(companyId: string, voucherId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(generateIrn, { params: { vouchar_id: voucherId }, body: { company_id: companyId } }),
    onSuccess: async (data) => {
      const key = einvoiceKeys.view(companyId, voucherId);
      queryClient.setQueryData(key, data);
      await reloadInvoice(queryClient, companyId, voucherId, { wholeBooks: false });
    },
  });
}
