import { useMutation, useQueryClient } from '@tanstack/react-query';
import { generateEwayBill } from '@app/shared/api/routes/einvoice/generate-eway-bill';
import { callApi } from '@/lib/api-client';
import { reloadEwayBills } from './einvoice-keys';

/** Makes the invoice's e-way bill with its IRN through the IRP, from the transport saved. */
export function useGenerateEwayBill(companyId: string, voucherId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(generateEwayBill, { params: { vouchar_id: voucherId }, body: { company_id: companyId } }),
    onSuccess: (data) => reloadEwayBills(queryClient, companyId, voucherId, data),
  });
}
