import { planChoiceSchema } from '../../../billing/checkout';
import type { RouteDefinition } from '../../route';
import { subscriptionViewSchema } from './get-subscription';

/**
 * Issue 31: another plan or period for a paid subscription: a higher plan at once (Razorpay
 * charges the difference), anything else at the end of the period paid for.
 */
export const changePlan = {
  method: 'POST',
  path: '/api/v1/billing/subscription/change',
  handler: 'routes/billing/change-plan',
  auth: 'user',
  body: planChoiceSchema,
  data: subscriptionViewSchema,
} as const satisfies RouteDefinition;
