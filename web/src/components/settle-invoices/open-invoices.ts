import { queryOptions, useQuery } from '@tanstack/react-query';
import { listOpenInvoices } from '@app/shared/api/routes/invoices/list-open-invoices';
import { callApi } from '@/lib/api-client';

/** A party's open invoices of one side (issue 19); under the company, so a posted voucher reloads them. */
export const openInvoicesQueryOptions = (companyId: string, partyId: string, type: 'Sales' | 'Purchase') =>
  queryOptions({
    queryKey: ['open-invoices', companyId, partyId, type] as const,
    queryFn: ({ signal }) =>
      callApi(listOpenInvoices, { query: { company_id: companyId, party_id: partyId, type }, signal }),
  });

export const useOpenInvoices = (companyId: string, partyId: string, type: 'Sales' | 'Purchase') =>
  useQuery({ ...openInvoicesQueryOptions(companyId, partyId, type), enabled: partyId !== '' });
