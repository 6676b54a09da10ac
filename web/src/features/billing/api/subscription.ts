import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSubscription } from '@app/shared/api/routes/billing/get-subscription';
import { callApi } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.subscription,
    queryFn: ({ signal }) => callApi(getSubscription, { signal }),
  });

/** Issue 20: the signed-in user's plan or trial, what it allows, and the companies they own under it. */
export const useSubscription = () => useQuery(subscriptionQueryOptions());
