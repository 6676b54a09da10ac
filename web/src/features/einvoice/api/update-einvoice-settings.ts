import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateEInvoiceSettings } from '@app/shared/api/routes/einvoice/update-einvoice-settings';
import type { EInvoiceSettingsInput } from '@app/shared/einvoice/einvoice-settings-docs';
import { callApi } from '@/lib/api-client';
import { einvoiceSettingsKey } from './get-einvoice-settings';

/** What the form sends: the company is the hook's. */
export type EInvoiceSettingsChange = Omit<EInvoiceSettingsInput, 'company_id'>;

/**
 * Saves the setting; the settings the server answers with are shown as they are, and every
 * invoice's e-invoice is read again (turning it on or moving its date changes them).
 */
export function useUpdateEInvoiceSettings(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: EInvoiceSettingsChange) =>
      callApi(updateEInvoiceSettings, { body: { company_id: companyId, ...change } }),
    onSuccess: async (data) => {
      queryClient.setQueryData(einvoiceSettingsKey(companyId), data);
      // The invoices' e-invoice views ('einvoice', company, 'view', ...): einvoice-keys.ts.
      await queryClient.invalidateQueries({ queryKey: ['einvoice', companyId, 'view'] });
    },
  });
}
