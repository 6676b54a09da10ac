import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublicInvoice } from '@app/shared/api/routes/sharing/get-public-invoice';
import { callApi } from '@/lib/api-client';

export const publicInvoiceQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['public-invoice', token],
    queryFn: ({ signal }) => callApi(getPublicInvoice, { params: { token }, signal }),
    // Each read is logged as a view of the link: the page reads it once, not on every return to the tab.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** The invoice a shared link opens, for whoever holds the link (no sign-in). */
export const usePublicInvoice = (token: string) => useQuery(publicInvoiceQueryOptions(token));
