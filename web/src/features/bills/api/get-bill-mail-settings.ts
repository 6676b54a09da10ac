import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBillMailSettings } from '@app/shared/api/routes/bills/get-bill-mail-settings';
import { callApi } from '@/lib/api-client';
import { billKeys } from './bill-keys';

export const billMailSettingsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: billKeys.mail(companyId),
    queryFn: ({ signal }) => callApi(getBillMailSettings, { query: { company_id: companyId }, signal }),
    staleTime: 5 * 60_000,
  });

/** The company's address for e-mailed bills, and whose mail is read without holding. */
export const useBillMailSettings = (companyId: string) => useQuery(billMailSettingsQueryOptions(companyId));
