import { checkoutSchema, planChoiceSchema } from '../../../billing/checkout';
import type { RouteDefinition } from '../../route';

/**
 * Issue 31: Buy on /pricing or in Settings. Creates the Razorpay subscription for the plan and
 * period (its plan id from the deploy's configuration, the caller's id in its notes) and answers
 * what the browser opens Razorpay Checkout with. Refused (409) to a subscriber whose paid plan
 * runs on: that is a change of plan.
 */
export const startCheckout = {
  method: 'POST',
  path: '/api/v1/billing/checkout',
  handler: 'routes/billing/start-checkout',
  auth: 'user',
  body: planChoiceSchema,
  data: checkoutSchema,
} as const satisfies RouteDefinition;
