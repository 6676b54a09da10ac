import { checkoutResultSchema } from '../../../billing/checkout';
import type { RouteDefinition } from '../../route';
import { subscriptionViewSchema } from './get-subscription';

/**
 * Issue 31: Checkout's answer. The signature (HMAC-SHA256 of `payment_id|subscription_id` under
 * the key secret) is checked first (400 otherwise); then the subscription, fetched from Razorpay,
 * becomes the caller's plan and the payment gets its tax invoice. The webhook keeps the state
 * after; both write the same, whichever comes first.
 */
export const verifyCheckout = {
  method: 'POST',
  path: '/api/v1/billing/checkout/verify',
  handler: 'routes/billing/verify-checkout',
  auth: 'user',
  body: checkoutResultSchema,
  data: subscriptionViewSchema,
} as const satisfies RouteDefinition;
