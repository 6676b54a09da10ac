import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveTransport } from '@app/shared/api/routes/einvoice/save-transport';
import type { TransportInput } from '@app/shared/einvoice/eway-docs';
import { callApi } from '@/lib/api-client';
import { einvoiceKeys, reloadInvoice } from './einvoice-keys';

/**
 * Saves how the invoice's goods travel. The e-way bill view the server answers with is shown as it
 * is; the invoice's own queries reload (its e-invoice JSON carries the transport, its history the change).
 */
export function useSaveTransport(companyId: string, voucherId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transport: TransportInput) =>
      callApi(saveTransport, { params: { vouchar_id: voucherId }, body: transport }),
    onSuccess: async (data) => {
      queryClient.setQueryData(einvoiceKeys.eway(companyId, voucherId), data);
      await reloadInvoice(queryClient, companyId, voucherId, { wholeBooks: false });
    },
  });
}
