import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelSubscription } from '@app/shared/api/routes/billing/cancel-subscription';
import { changePlan } from '@app/shared/api/routes/billing/change-plan';
import type { PlanChoice } from '@app/shared/billing/checkout';
import { callApi } from '@/lib/api-client';
import { planChanged } from './billing-keys';

/** Issue 31: another plan or period for a paid plan (a higher one at once, else from the period's end). */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: PlanChoice) => callApi(changePlan, { body: choice }),
    onSuccess: (view) => planChanged(queryClient, view),
  });
}

/** Issue 31: cancels the paid plan at the end of the period paid for. */
export function useCancelPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(cancelSubscription),
    onSuccess: (view) => planChanged(queryClient, view),
  });
}
