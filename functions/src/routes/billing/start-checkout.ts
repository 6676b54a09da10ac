import { startCheckout } from '@app/shared/api/routes/billing/start-checkout';
import { fullName } from '@app/shared/api/users';
import { CHECKOUT_MESSAGES, planLine } from '@app/shared/billing/checkout';
import { chargedPaise } from '@app/shared/billing/prices';
import { paiseToRupees } from '@app/shared/money';
import { renewsOnItsOwn } from '#lib/billing/paid-plan';
import { razorpay } from '#lib/billing/razorpay-client';
import { razorpayPlanId } from '#lib/billing/razorpay-plans';
import { razorpayConfig } from '#lib/billing/razorpay-config';
import { changeSubscription, readAccount } from '#lib/db/subscriptions';
import type { UserRecord } from '#lib/db/users';
import { ConflictError, NotFoundError } from '#lib/errors';
import { defineRoute } from '#lib/http/define-route';

/**
 * Issue 31: Buy. Creates the Razorpay subscription (the caller's id, plan and period in its notes,
 * so every webhook about it names whose it is), keeps it as the caller's checkout, and answers
 * what Checkout opens with. A plan that renews on its own is changed instead (409); so is one
 * cancelled and running to its end, which Razorpay cannot take back. A halted one (Razorpay gave
 * up charging it) is cancelled first: the new subscription replaces it.
 */
export const handler = defineRoute(startCheckout, {}, async ({ body, caller }) => {
  const account = await readAccount(caller.sub);
  if (!account) throw new NotFoundError('User not found');
  const subscription = account.subscription;
  if (renewsOnItsOwn(subscription)) {
    throw new ConflictError(
      subscription.cancel_at_period_end && subscription.current_period_end
        ? CHECKOUT_MESSAGES.ending(subscription.plan, subscription.current_period_end)
        : CHECKOUT_MESSAGES.alreadyPaid(subscription.plan),
    );
  }
  const planId = razorpayPlanId(body.plan, body.period);
  if (!planId || !razorpayConfig.keyId) throw new ConflictError(CHECKOUT_MESSAGES.notConfigured);
  // Razorpay gave up charging a halted subscription; it is cancelled, so it can never charge alongside the new one.
  if (subscription.provider_subscription_id && subscription.status === 'halted') {
    await razorpay.cancelSubscription(subscription.provider_subscription_id, false);
  }
  const created = await razorpay.createSubscription({
    planId,
    period: body.period,
    notes: { user_id: caller.sub, plan: body.plan, period: body.period },
  });
  const now = new Date().toISOString();
  await changeSubscription(caller.sub, (latest) => ({
    ...latest,
    checkout: { subscription_id: created.id, plan: body.plan, period: body.period, created_at: now },
    updated_at: now,
  }));
  const profile = account.profile as unknown as UserRecord;
  return {
    statusCode: 201,
    data: {
      key_id: razorpayConfig.keyId,
      subscription_id: created.id,
      plan: body.plan,
      period: body.period,
      name: 'Hisaab',
      description: planLine(body.plan, body.period),
      amount: paiseToRupees(chargedPaise(body.plan, body.period)),
      prefill: {
        name: fullName(profile.name),
        email: profile.email,
        contact: profile.phone.number ? `${profile.phone.code}${profile.phone.number}` : '',
      },
    },
  };
});
