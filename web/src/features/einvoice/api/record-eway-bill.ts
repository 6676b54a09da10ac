import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordEwayBill } from '@app/shared/api/routes/einvoice/record-eway-bill';
import { callApi } from '@/lib/api-client';
import { reloadEwayBills } from './einvoice-keys';

/** An e-way bill made on the e-way bill portal: its number, and its date and validity as ISO times. */
export interface EwayBillRecord {
  number: string;
  made_at: string;
  valid_till: string;
}

/** Keeps an e-way bill made on the portal on its invoice. */
export function useRecordEwayBill(companyId: string, voucherId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bill: EwayBillRecord) =>
      callApi(recordEwayBill, { params: { vouchar_id: voucherId }, body: { company_id: companyId, ...bill } }),
    onSuccess: (data) => reloadEwayBills(queryClient, companyId, voucherId, data),
  });
}
