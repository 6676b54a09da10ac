import { queryOptions, useQuery } from '@tanstack/react-query';
import { listInvoiceLinks } from '@app/shared/api/routes/sharing/list-invoice-links';
import { callApi } from '@/lib/api-client';

/** An invoice's links sit under its company and its id, so reloading the invoice reloads them too. */
export const invoiceLinksKey = (companyId: string, voucherId: string) =>
  ['sharing', companyId, 'links', voucherId] as const;

export const invoiceLinksQueryOptions = (companyId: string, voucherId: string) =>
  queryOptions({
    queryKey: invoiceLinksKey(companyId, voucherId),
    queryFn: ({ signal }) =>
      callApi(listInvoiceLinks, { params: { vouchar_id: voucherId }, query: { company_id: companyId }, signal }),
  });

/** The invoice's shared links, newest first, with their views. */
export const useInvoiceLinks = (companyId: string, voucherId: string) =>
  useQuery(invoiceLinksQueryOptions(companyId, voucherId));
