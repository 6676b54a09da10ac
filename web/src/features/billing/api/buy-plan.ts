import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startCheckout } from '@app/shared/api/routes/billing/start-checkout';
import { verifyCheckout } from '@app/shared/api/routes/billing/verify-checkout';
import type { PlanChoice } from '@app/shared/billing/checkout';
import { callApi } from '@/lib/api-client';
import { payAtCheckout } from '@/lib/razorpay-checkout';
import { notify } from '@/lib/toast';
import { planChanged } from './billing-keys';

/**
 * Issue 31: Buy. The server starts the Razorpay subscription, Checkout takes the payment, and its
 * answer goes back to the server, which checks the signature before the plan counts. Resolves
 * with the plan as it now stands, or null if the subscriber closed Checkout.
 */
export function useBuyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (choice: PlanChoice) => {
      const checkout = await callApi(startCheckout, { body: choice });
      const paid = await payAtCheckout(checkout, (problem) => notify.error(problem));
      return paid ? callApi(verifyCheckout, { body: paid }) : null;
    },
    onSuccess: (view) => (view ? planChanged(queryClient, view) : undefined),
  });
}
