import type { QueryClient } from '@tanstack/react-query';
import type { SubscriptionView } from '@app/shared/api/routes/billing/get-subscription';

/** Every billing query sits under 'billing': the plan, its invoices, the details they carry. */
export const billingKeys = {
  all: ['billing'] as const,
  subscription: ['billing', 'subscription'] as const,
  invoices: ['billing', 'invoices'] as const,
  details: ['billing', 'details'] as const,
};

/** The server answered with the plan as it now stands: shown at once, and everything billing reloads. */
export function planChanged(queryClient: QueryClient, view: SubscriptionView) {
  queryClient.setQueryData(billingKeys.subscription, view);
  return queryClient.invalidateQueries({ queryKey: billingKeys.all });
}
