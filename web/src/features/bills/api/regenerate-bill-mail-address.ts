import { useMutation, useQueryClient } from '@tanstack/react-query';
import { regenerateBillMailAddress } from '@app/shared/api/routes/bills/regenerate-bill-mail-address';
import { callApi } from '@/lib/api-client';
import { billKeys } from './bill-keys';

/** Gives the company a new bill address; the settings the server answers with (the new address) are shown. */
export function useRegenerateBillMailAddress(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(regenerateBillMailAddress, { body: { company_id: companyId } }),
    onSuccess: (settings) => queryClient.setQueryData(billKeys.mail(companyId), settings),
  });
}
