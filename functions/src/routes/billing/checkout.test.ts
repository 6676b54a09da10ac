import { describe, expect, it } from 'vitest';
import type { SubscriptionView } from '@app/shared/api/routes/billing/get-subscription';
import type { Checkout } from '@app/shared/billing/checkout';
import { LOCAL_RAZORPAY } from '../../../../infra/local/razorpay-local';
import {
  buyPlan,
  deliveries,
  halt,
  payAtCheckout,
  razorpayApi,
  renew,
  startCheckout,
  verifyCheckout,
  webhooksDelivered,
} from '../../../test/checkout';
import { api, dataOf } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';

/**
 * Issue 31: buying a plan through Razorpay, end to end against the local Razorpay the stack runs
 * (its API, its checkout page's Pay, its signed webhooks to the local API). No call leaves the
 * machine.
 */
const SUBSCRIPTION = '/api/v1/billing/subscription';
const DAY_MS = 86_400_000;
const subscriptionOf = async (user: TestUser) => dataOf<SubscriptionView>(await api.get(SUBSCRIPTION, user.idToken));
const daysFromNow = (iso: string | null) => Math.round((Date.parse(iso ?? '') - Date.now()) / DAY_MS);

interface RazorpaySubscription {
  id: string;
  status: string;
  plan_id: string;
  notes: Record<string, string>;
  has_scheduled_changes: boolean;
}

describe('buying a plan', () => {
  it('starts a checkout: a Razorpay subscription for the plan and period, with whose it is', async () => {
    const user = await signUpUser();
    const started = await startCheckout(user, 'professional', 'yearly');
    expect(started.status).toBe(201);
    const checkout = dataOf<Checkout>(started);
    expect(checkout).toMatchObject({
      key_id: LOCAL_RAZORPAY.keyId,
      plan: 'professional',
      period: 'yearly',
      name: 'Hisaab',
      description: 'Professional, every year',
      amount: 2596,
      prefill: { email: user.email },
    });
    expect(checkout.subscription_id).toMatch(/^sub_[0-9A-Za-z]{14}$/);
    expect(await razorpayApi<RazorpaySubscription>(`/subscriptions/${checkout.subscription_id}`)).toMatchObject({
      status: 'created',
      plan_id: LOCAL_RAZORPAY.plans.professional.yearly,
      notes: { user_id: user.sub, plan: 'professional', period: 'yearly' },
    });
    // Nothing is bought yet: the trial stands.
    expect(await subscriptionOf(user)).toMatchObject({ status: 'trialing', renewing: false });
  });

  it('takes the paid plan once Checkout answers with a signature made with the key secret', async () => {
    const user = await signUpUser();
    const { verified, view } = await buyPlan(user, 'professional', 'monthly');
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe('Thank you: you are on the Professional plan.');
    expect(view).toMatchObject({
      plan: 'professional',
      status: 'active',
      period: 'monthly',
      renewing: true,
      writable: true,
      cancel_at_period_end: false,
      scheduled_change: null,
      trial_days_left: 0,
    });
    expect(daysFromNow(view.current_period_end)).toBeGreaterThanOrEqual(28);
    expect(daysFromNow(view.current_period_end)).toBeLessThanOrEqual(31);
    // A second Buy is a change of plan instead.
    const again = await startCheckout(user, 'enterprise', 'monthly');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'You are on the Professional plan: change it from Settings instead of buying another.',
    );
  });

  it('refuses an answer whose signature is not made with the key secret, and changes nothing', async () => {
    const user = await signUpUser();
    const checkout = dataOf<Checkout>(await startCheckout(user, 'enterprise', 'monthly'));
    const paid = await payAtCheckout(checkout.subscription_id);
    const forged = await verifyCheckout(user, {
      ...paid,
      razorpay_signature: paid.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(
      'The payment could not be verified. If money was taken, it will be refunded by Razorpay.',
    );
    const otherSubscription = await verifyCheckout(user, { ...paid, razorpay_subscription_id: 'sub_SomeoneElse0001' });
    expect(otherSubscription.status).toBe(400);
    // The webhook is not the one being checked here: it waits, so the state is the verify route's alone.
    await webhooksDelivered();
    const signedForSomeoneElse = await verifyCheckout(await signUpUser(), paid);
    expect(signedForSomeoneElse.status).toBe(404);
    expect(signedForSomeoneElse.body.message).toBe(
      'No checkout of yours has this subscription. Start again from /pricing.',
    );
  });

  it("keeps the state by Razorpay's signed webhooks: the activation, each renewal, a halt", async () => {
    const user = await signUpUser();
    const checkout = dataOf<Checkout>(await startCheckout(user, 'starter', 'yearly'));
    await payAtCheckout(checkout.subscription_id);
    await webhooksDelivered();
    // Paid, and the browser never came back: the webhook alone made it the user's plan.
    const activated = await subscriptionOf(user);
    expect(activated).toMatchObject({ plan: 'starter', period: 'yearly', status: 'active', renewing: true });
    const mine = (await deliveries()).filter((delivery) => delivery.subscriptionId === checkout.subscription_id);
    expect(mine.map((delivery) => [delivery.event, delivery.status])).toEqual([
      ['subscription.authenticated', 200],
      ['subscription.activated', 200],
      ['subscription.charged', 200],
    ]);

    await renew(checkout.subscription_id);
    const renewed = await subscriptionOf(user);
    expect(daysFromNow(renewed.current_period_end) - daysFromNow(activated.current_period_end)).toBeGreaterThanOrEqual(
      365,
    );

    await halt(checkout.subscription_id);
    expect(await subscriptionOf(user)).toMatchObject({ status: 'halted', plan: 'starter' });
    // A halted plan is over: buying again cancels it at Razorpay and pays a new subscription.
    const fresh = await buyPlan(user, 'professional', 'monthly');
    expect(fresh.view).toMatchObject({ plan: 'professional', status: 'active' });
    expect((await razorpayApi<RazorpaySubscription>(`/subscriptions/${checkout.subscription_id}`)).status).toBe(
      'cancelled',
    );
    await webhooksDelivered();
    // The old subscription's cancellation, delivered after, changes nothing of the new plan.
    expect(await subscriptionOf(user)).toMatchObject({ plan: 'professional', status: 'active' });
  });
});

describe('changing and cancelling a paid plan', () => {
  it('upgrades at once: Razorpay charges the difference and the plan counts from now', async () => {
    const user = await signUpUser();
    await buyPlan(user, 'professional', 'monthly');
    const changed = await api.post(`${SUBSCRIPTION}/change`, user.idToken, { plan: 'enterprise', period: 'monthly' });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('You are now on the Enterprise plan.');
    expect(dataOf<SubscriptionView>(changed)).toMatchObject({
      plan: 'enterprise',
      companies_allowed: null,
      bill_pages: 150,
      scheduled_change: null,
    });
    await webhooksDelivered();
    expect((await subscriptionOf(user)).plan).toBe('enterprise');
  });

  it('downgrades at the end of the period paid for, when Razorpay renews on the lower plan', async () => {
    const user = await signUpUser();
    const { checkout, view } = await buyPlan(user, 'enterprise', 'monthly');
    const changed = await api.post(`${SUBSCRIPTION}/change`, user.idToken, { plan: 'starter', period: 'monthly' });
    expect(changed.status).toBe(200);
    const endsOn = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(new Date(view.current_period_end ?? ''));
    expect(changed.body.message).toBe(`Starter, every month starts on ${endsOn}.`);
    expect(dataOf<SubscriptionView>(changed)).toMatchObject({
      plan: 'enterprise',
      scheduled_change: { plan: 'starter', plan_label: 'Starter', period: 'monthly', at: view.current_period_end },
    });
    expect(await razorpayApi<RazorpaySubscription>(`/subscriptions/${checkout.subscription_id}`)).toMatchObject({
      plan_id: LOCAL_RAZORPAY.plans.enterprise.monthly,
      has_scheduled_changes: true,
    });
    const again = await api.post(`${SUBSCRIPTION}/change`, user.idToken, { plan: 'starter', period: 'monthly' });
    expect(again.status).toBe(409);

    await renew(checkout.subscription_id);
    expect(await subscriptionOf(user)).toMatchObject({ plan: 'starter', status: 'active', scheduled_change: null });
  });

  it('cancels at the end of the period paid for: it counts until then, and is not charged again', async () => {
    const user = await signUpUser();
    const { checkout, view } = await buyPlan(user, 'professional', 'yearly');
    const cancelled = await api.post(`${SUBSCRIPTION}/cancel`, user.idToken, {});
    expect(cancelled.status).toBe(200);
    expect(dataOf<SubscriptionView>(cancelled)).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
      current_period_end: view.current_period_end,
      writable: true,
    });
    const change = await api.post(`${SUBSCRIPTION}/change`, user.idToken, { plan: 'enterprise', period: 'yearly' });
    expect(change.status).toBe(409);
    expect(change.body.message).toMatch(/^Your Professional plan is cancelled and ends on /);
    expect((await startCheckout(user, 'enterprise', 'yearly')).status).toBe(409);

    // The period ends at Razorpay: cancelled, counting until the end of what was paid for.
    await renew(checkout.subscription_id);
    expect(await subscriptionOf(user)).toMatchObject({ status: 'cancelled', writable: true, plan: 'professional' });
    expect((await razorpayApi<RazorpaySubscription>(`/subscriptions/${checkout.subscription_id}`)).status).toBe(
      'cancelled',
    );
  });

  it("passes on Razorpay's refusal to change a subscription paid by UPI Autopay", async () => {
    const user = await signUpUser();
    await buyPlan(user, 'professional', 'monthly', 'upi');
    const refused = await api.post(`${SUBSCRIPTION}/change`, user.idToken, { plan: 'enterprise', period: 'monthly' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Razorpay refused the change: subscriptions cannot be updated when payment mode is UPI',
    );
    expect((await subscriptionOf(user)).plan).toBe('professional');
  });

  it('has nothing to change or cancel on the trial', async () => {
    const user = await signUpUser();
    const change = await api.post(`${SUBSCRIPTION}/change`, user.idToken, { plan: 'enterprise', period: 'monthly' });
    expect(change.status).toBe(409);
    expect(change.body.message).toBe('You have no paid plan to change or cancel: choose one on /pricing.');
    expect((await api.post(`${SUBSCRIPTION}/cancel`, user.idToken, {})).status).toBe(409);
  });
});
