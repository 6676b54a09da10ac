import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getBillingDetails } from '@app/shared/api/routes/billing/get-billing-details';
import { updateBillingDetails } from '@app/shared/api/routes/billing/update-billing-details';
import type { BillingDetails } from '@app/shared/billing/tax-invoice';
import { callApi } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

export const billingDetailsQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.details,
    queryFn: ({ signal }) => callApi(getBillingDetails, { signal }),
  });

/** Issue 31: the name, GSTIN, address and state the subscriber's tax invoices carry. */
export const useBillingDetails = () => useQuery(billingDetailsQueryOptions());

export function useSaveBillingDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: BillingDetails) => callApi(updateBillingDetails, { body: details }),
    onSuccess: (details) => queryClient.setQueryData(billingKeys.details, details),
  });
}
