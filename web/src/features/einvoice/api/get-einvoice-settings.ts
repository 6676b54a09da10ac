import { queryOptions, useQuery } from '@tanstack/react-query';
import { getEInvoiceSettings } from '@app/shared/api/routes/einvoice/get-einvoice-settings';
import { callApi } from '@/lib/api-client';

export const einvoiceSettingsKey = (companyId: string) => ['einvoice', companyId, 'settings'] as const;

export const einvoiceSettingsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: einvoiceSettingsKey(companyId),
    queryFn: ({ signal }) => callApi(getEInvoiceSettings, { query: { company_id: companyId }, signal }),
    // Changed in Settings only, where saving puts the answer in place.
    staleTime: 5 * 60_000,
  });

/** Issue 36: whether the company e-invoices, from when, and its IRP API user (never the password). */
export const useEInvoiceSettings = (companyId: string) => useQuery(einvoiceSettingsQueryOptions(companyId));
