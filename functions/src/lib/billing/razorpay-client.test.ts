import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_RAZORPAY } from '../../../../infra/local/razorpay-local';
import { BadGatewayError, ConflictError } from '#lib/errors';
import { razorpay } from './razorpay-client';

/**
 * Issue 31: the one Razorpay client (what AWS runs against api.razorpay.com) against the local
 * Razorpay: basic auth with the key, Razorpay's shapes read back, and its refusals told apart from
 * its failures.
 */
describe('the Razorpay client', () => {
  const secret = process.env.RAZORPAY_KEY_SECRET;
  afterEach(() => {
    process.env.RAZORPAY_KEY_SECRET = secret;
  });

  it("creates, fetches, updates and cancels a subscription in Razorpay's shapes", async () => {
    const created = await razorpay.createSubscription({
      planId: LOCAL_RAZORPAY.plans.starter.monthly,
      period: 'monthly',
      notes: { user_id: 'u-client' },
    });
    expect(created).toMatchObject({
      plan_id: LOCAL_RAZORPAY.plans.starter.monthly,
      status: 'created',
      notes: { user_id: 'u-client' },
    });
    expect(await razorpay.fetchSubscription(created.id)).toEqual(created);
    expect(await razorpay.cancelSubscription(created.id, false)).toMatchObject({ id: created.id, status: 'cancelled' });
  });

  it("passes on Razorpay's refusal in its words, as a conflict the caller can act on", async () => {
    const refused = razorpay.fetchSubscription('sub_Nobody000000001');
    await expect(refused).rejects.toBeInstanceOf(ConflictError);
    await expect(refused).rejects.toThrow('Razorpay refused the change: The id provided does not exist');
  });

  it("answers a rejected key as a failure of ours, not the caller's", async () => {
    process.env.RAZORPAY_KEY_SECRET = 'not-the-secret';
    const failed = razorpay.fetchSubscription('sub_Nobody000000001');
    await expect(failed).rejects.toBeInstanceOf(BadGatewayError);
    await expect(failed).rejects.toThrow('Razorpay could not be reached. Please try again in a minute.');
  });
});
