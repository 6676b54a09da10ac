import { cancelSubscription } from '@app/shared/api/routes/billing/cancel-subscription';
import { CHECKOUT_MESSAGES } from '@app/shared/billing/checkout';
import { renewsOnItsOwn } from '#lib/billing/paid-plan';
import { razorpay } from '#lib/billing/razorpay-client';
import { subscriptionViewOf } from '#lib/billing/subscription-view';
import { changeSubscription, readSubscription } from '#lib/db/subscriptions';
import { ConflictError, NotFoundError } from '#lib/errors';
import { defineRoute } from '#lib/http/define-route';

/**
 * Issue 31: Cancel plan. Razorpay cancels the subscription at the end of the period paid for (it
 * is not charged again, and counts until then); a change waiting for that day is dropped. Asking
 * twice changes nothing.
 */
export const handler = defineRoute(cancelSubscription, {}, async ({ caller }) => {
  const current = await readSubscription(caller.sub);
  if (!current) throw new NotFoundError('User not found');
  if (!renewsOnItsOwn(current)) throw new ConflictError(CHECKOUT_MESSAGES.noPaidPlan);
  if (!current.cancel_at_period_end) {
    const subscriptionId = current.provider_subscription_id;
    await razorpay.cancelSubscription(subscriptionId, true);
    await changeSubscription(caller.sub, (latest) =>
      latest.provider_subscription_id === subscriptionId
        ? { ...latest, cancel_at_period_end: true, scheduled_change: null, updated_at: new Date().toISOString() }
        : undefined,
    );
  }
  const view = await subscriptionViewOf(caller.sub);
  return { message: CHECKOUT_MESSAGES.cancelled(view.current_period_end ?? new Date().toISOString()), data: view };
});
