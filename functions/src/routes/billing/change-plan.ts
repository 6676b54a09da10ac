import { changePlan } from '@app/shared/api/routes/billing/change-plan';
import { CHECKOUT_MESSAGES } from '@app/shared/billing/checkout';
import { planRank } from '@app/shared/billing/plan-table';
import { renewsOnItsOwn } from '#lib/billing/paid-plan';
import { providerNow } from '#lib/billing/provider-subscription';
import { razorpay } from '#lib/billing/razorpay-client';
import { newsApplied } from '#lib/billing/razorpay-events';
import { razorpayPlanId } from '#lib/billing/razorpay-plans';
import { subscriptionViewOf } from '#lib/billing/subscription-view';
import { changeSubscription, readSubscription } from '#lib/db/subscriptions';
import { ConflictError, NotFoundError } from '#lib/errors';
import { defineRoute } from '#lib/http/define-route';

/**
 * Issue 31: another plan or period for a plan that renews on its own. A higher plan is had at once
 * (Razorpay charges the difference); a lower one, or another period, from the end of the period
 * paid for, so nothing paid for is lost. Razorpay's refusal (a subscription paid by UPI Autopay
 * cannot be changed in place) is the caller's 409 in its words.
 */
export const handler = defineRoute(changePlan, {}, async ({ body, caller }) => {
  const current = await readSubscription(caller.sub);
  if (!current) throw new NotFoundError('User not found');
  if (!renewsOnItsOwn(current)) throw new ConflictError(CHECKOUT_MESSAGES.noPaidPlan);
  if (current.cancel_at_period_end && current.current_period_end) {
    throw new ConflictError(CHECKOUT_MESSAGES.ending(current.plan, current.current_period_end));
  }
  if (body.plan === current.plan && body.period === current.period) throw new ConflictError(CHECKOUT_MESSAGES.samePlan);
  const scheduled = current.scheduled_change;
  if (scheduled?.plan === body.plan && scheduled.period === body.period) {
    throw new ConflictError(CHECKOUT_MESSAGES.alreadyScheduled(body.plan, body.period, scheduled.at));
  }
  const planId = razorpayPlanId(body.plan, body.period);
  if (!planId) throw new ConflictError(CHECKOUT_MESSAGES.notConfigured);
  const upgrade = planRank(body.plan) > planRank(current.plan);
  const entity = await razorpay.updateSubscription(current.provider_subscription_id, {
    planId,
    when: upgrade ? 'now' : 'cycle_end',
  });
  const at = providerNow();
  if (upgrade) {
    await changeSubscription(caller.sub, (latest) => newsApplied({ ...latest, scheduled_change: null }, entity, at));
    return { message: CHECKOUT_MESSAGES.changedNow(body.plan), data: await subscriptionViewOf(caller.sub) };
  }
  const from =
    (entity.change_scheduled_at ? new Date(entity.change_scheduled_at * 1000).toISOString() : undefined) ??
    current.current_period_end ??
    at;
  await changeSubscription(caller.sub, (latest) =>
    latest.provider_subscription_id === entity.id
      ? { ...latest, scheduled_change: { plan: body.plan, period: body.period, at: from }, updated_at: at }
      : undefined,
  );
  return {
    message: CHECKOUT_MESSAGES.changesLater(body.plan, body.period, from),
    data: await subscriptionViewOf(caller.sub),
  };
});
