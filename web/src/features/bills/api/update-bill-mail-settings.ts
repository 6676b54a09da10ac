import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateBillMailSettings } from '@app/shared/api/routes/bills/update-bill-mail-settings';
import { callApi } from '@/lib/api-client';
import { billKeys } from './bill-keys';

/** Replaces the allowed senders; the settings the server answers with are shown as they are. */
export function useUpdateBillMailSettings(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (allowedSenders: string[]) =>
      callApi(updateBillMailSettings, { body: { company_id: companyId, allowed_senders: allowedSenders } }),
    onSuccess: (settings) => queryClient.setQueryData(billKeys.mail(companyId), settings),
  });
}
