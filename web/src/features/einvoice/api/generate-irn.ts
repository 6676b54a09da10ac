import { useMutation, useQueryClient } from '@tanstack/react-query';
import { generateIrn } from '@app/shared/api/routes/einvoice/generate-irn';
import { callApi } from '@/lib/api-client';
import { einvoiceKeys, reloadInvoice } from './einvoice-keys';

/**
 * Gets the invoice's IRN from the IRP. The e-invoice the server answers with is shown as it is;
 * the invoice and its history reload (it is locked now, and its trail has the IRN). With its
 * transport saved, the IRP makes the e-way bill too: the invoice's e-way bill view (its key names
 * the company and the invoice, so reloadInvoice reloads it) and the bills running out reload.
 */
export function useGenerateIrn(companyId: string, voucherId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(generateIrn, { params: { vouchar_id: voucherId }, body: { company_id: companyId } }),
    onSuccess: async (data) => {
      const key = einvoiceKeys.view(companyId, voucherId);
      queryClient.setQueryData(key, data);
      await Promise.all([
        reloadInvoice(queryClient, companyId, voucherId, { wholeBooks: false }),
        queryClient.invalidateQueries({ queryKey: einvoiceKeys.ewayEnding(companyId) }),
      ]);
    },
  });
}
