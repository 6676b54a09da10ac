import type { RouteDefinition } from '../../route';
import { subscriptionViewSchema } from './get-subscription';

/** Issue 31: cancels the paid subscription at the end of the period paid for (it counts until then). */
export const cancelSubscription = {
  method: 'POST',
  path: '/api/v1/billing/subscription/cancel',
  handler: 'routes/billing/cancel-subscription',
  auth: 'user',
  data: subscriptionViewSchema,
} as const satisfies RouteDefinition;
