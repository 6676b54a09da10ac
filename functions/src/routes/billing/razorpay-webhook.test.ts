import { beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionView } from '@app/shared/api/routes/billing/get-subscription';
import { LOCAL_RAZORPAY } from '../../../../infra/local/razorpay-local';
import { api, dataOf } from '../../../test/fixtures';
import { deliverRazorpay, signRazorpay, subscriptionEvent } from '../../../test/razorpay';
import { signUpUser, type TestUser } from '../../../test/users';

/**
 * Issue 20: Razorpay's subscription webhook, driven by signed sample events as Razorpay sends
 * them (signed with the local stack's webhook secret; no call leaves the machine). Unix seconds
 * for 1 December 2026 and 1 January 2027 (the paid period's end).
 */
const DEC_1 = 1_796_083_200;
const JAN_1 = 1_798_761_600;
/** Yesterday, whenever the test runs. */
const YESTERDAY = () => Math.floor(Date.now() / 1000) - 86_400;
const subscriptionOf = async (user: TestUser) =>
  dataOf<SubscriptionView>(await api.get('/api/v1/billing/subscription', user.idToken));

describe('the Razorpay webhook', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await signUpUser();
  });

  const activated = (createdAt = DEC_1) =>
    subscriptionEvent('subscription.activated', {
      userId: user.sub,
      planId: LOCAL_RAZORPAY.plans.enterprise.monthly,
      status: 'active',
      currentEnd: JAN_1,
      createdAt,
    });

  it('refuses an unsigned, wrongly signed or altered event and changes nothing', async () => {
    const body = activated();
    const raw = JSON.stringify(body);
    const forged = await deliverRazorpay(body, { signature: signRazorpay(raw, 'not-the-secret') });
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe('Invalid webhook signature');
    const altered = await deliverRazorpay(
      { ...body, payload: { subscription: { entity: { ...body.payload.subscription.entity, plan_id: 'x' } } } },
      { signature: signRazorpay(raw) },
    );
    expect(altered.status).toBe(401);
    const unsigned = await deliverRazorpay(body, { signature: '' });
    expect(unsigned.status).toBe(401);
    expect(await subscriptionOf(user)).toMatchObject({ plan: 'professional', status: 'trialing' });
  });

  it('applies a signed activation once: the plan, its status and its period', async () => {
    const first = await deliverRazorpay(activated(), { eventId: 'evt_activated_1' });
    expect(first.status).toBe(200);
    expect(dataOf(first)).toEqual({ applied: true });
    expect(await subscriptionOf(user)).toMatchObject({
      plan: 'enterprise',
      plan_label: 'Enterprise',
      status: 'active',
      current_period_end: '2027-01-01T00:00:00.000Z',
      writable: true,
      companies_allowed: null,
    });
    const replay = await deliverRazorpay(activated(), { eventId: 'evt_activated_1' });
    expect(replay.status).toBe(200);
    expect(dataOf(replay)).toEqual({ applied: false });
  });

  it('ignores an event older than the one applied (Razorpay does not promise order)', async () => {
    const late = subscriptionEvent('subscription.pending', {
      userId: user.sub,
      planId: LOCAL_RAZORPAY.plans.enterprise.monthly,
      status: 'pending',
      currentEnd: JAN_1,
      createdAt: DEC_1 - 3_600,
    });
    expect(dataOf(await deliverRazorpay(late))).toEqual({ applied: false });
    expect((await subscriptionOf(user)).status).toBe('active');
  });

  it('applies a later halt: past the period paid for, nothing new is posted', async () => {
    const halted = subscriptionEvent('subscription.halted', {
      userId: user.sub,
      planId: LOCAL_RAZORPAY.plans.enterprise.monthly,
      status: 'halted',
      currentEnd: YESTERDAY(),
      createdAt: DEC_1 + 86_400,
    });
    expect(dataOf(await deliverRazorpay(halted))).toEqual({ applied: true });
    expect(await subscriptionOf(user)).toMatchObject({
      status: 'halted',
      writable: false,
      message:
        'Your plan is not active: renew it on /pricing to add new vouchers. The books stay readable and exportable.',
    });
  });

  it('remembers, without applying, events about no subscription of ours', async () => {
    const other = await signUpUser();
    const unknownPlan = subscriptionEvent('subscription.activated', {
      userId: other.sub,
      planId: 'plan_someone_else',
      status: 'active',
      currentEnd: JAN_1,
      createdAt: DEC_1,
    });
    expect(dataOf(await deliverRazorpay(unknownPlan))).toEqual({ applied: false });
    const payment = { entity: 'event', event: 'payment.captured', created_at: DEC_1, payload: {} };
    expect(dataOf(await deliverRazorpay(payment))).toEqual({ applied: false });
    expect((await subscriptionOf(other)).status).toBe('trialing');
  });

  it('answers 400, not a failure, to a signed body that is not JSON', async () => {
    const raw = '{"event": "subscription.activated", ';
    const response = await deliverRazorpay(null, { raw, signature: signRazorpay(raw) });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^Malformed JSON body/);
  });

  it('needs the event id Razorpay sends', async () => {
    const response = await deliverRazorpay(activated(), { eventId: '' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The x-razorpay-event-id header is missing');
  });
});
