import type { SubscriptionRecord } from '#lib/db/subscriptions';

/**
 * Issue 31: a plan paid through Razorpay that renews on its own: active, or pending while Razorpay
 * retries a charge. Such a plan is changed or cancelled, not bought again. (A halted, cancelled or
 * completed one is over, or about to be: a new checkout replaces it.)
 */
export const renewsOnItsOwn = (
  subscription: SubscriptionRecord,
): subscription is SubscriptionRecord & {
  provider_subscription_id: string;
} => !!subscription.provider_subscription_id && (subscription.status === 'active' || subscription.status === 'pending');
