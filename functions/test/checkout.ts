import { inject } from 'vitest';
import type { SubscriptionView } from '@app/shared/api/routes/billing/get-subscription';
import type { Checkout, CheckoutResult } from '@app/shared/billing/checkout';
import type { Period, Plan } from '@app/shared/billing/plan-table';
import { LOCAL_RAZORPAY } from '../../infra/local/razorpay-local';
import type { ApiResponse } from './api';
import { api, dataOf } from './fixtures';
import type { TestUser } from './users';

/**
 * Buying a plan as the browser does, against the local Razorpay the integration stack runs: the
 * server starts the checkout, the checkout page pays (its own endpoint, what its Pay button posts),
 * and Checkout's answer goes back to the server.
 */
const razorpay = () => inject('stack').razorpay.apiUrl;

async function emulator<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${razorpay()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as T;
}

/** Razorpay's own API, as the server calls it (basic auth with the local key). */
export async function razorpayApi<T>(path: string): Promise<T> {
  const auth = Buffer.from(`${LOCAL_RAZORPAY.keyId}:${LOCAL_RAZORPAY.keySecret}`).toString('base64');
  const response = await fetch(`${razorpay()}/v1${path}`, { headers: { authorization: `Basic ${auth}` } });
  return (await response.json()) as T;
}

/** Waits until every webhook the local Razorpay has sent so far has been delivered. */
export const webhooksDelivered = () => emulator<{ delivered: number }>('/_emulator/settled');

export const deliveries = () =>
  emulator<{ event: string; subscriptionId?: string; status: number | string }[]>('/_emulator/webhooks');

export const startCheckout = (user: TestUser, plan: Plan, period: Period) =>
  api.post('/api/v1/billing/checkout', user.idToken, { plan, period });

/** The checkout page's Pay (card, unless UPI Autopay is chosen): Checkout's answer to its handler. */
export const payAtCheckout = (subscriptionId: string, method: 'card' | 'upi' = 'card') =>
  emulator<CheckoutResult>('/checkout/pay', {
    key_id: LOCAL_RAZORPAY.keyId,
    subscription_id: subscriptionId,
    method,
    email: 'buyer@example.in',
  });

export const verifyCheckout = (user: TestUser, result: CheckoutResult) =>
  api.post('/api/v1/billing/checkout/verify', user.idToken, result);

/** Start, pay and verify: the user's plan as the server answers it. */
export async function buyPlan(
  user: TestUser,
  plan: Plan,
  period: Period,
  method: 'card' | 'upi' = 'card',
): Promise<{ checkout: Checkout; result: CheckoutResult; view: SubscriptionView; verified: ApiResponse }> {
  const started = await startCheckout(user, plan, period);
  if (started.status !== 201) throw new Error(`checkout not started: ${JSON.stringify(started.body)}`);
  const checkout = dataOf<Checkout>(started);
  const result = await payAtCheckout(checkout.subscription_id, method);
  const verified = await verifyCheckout(user, result);
  return { checkout, result, view: dataOf<SubscriptionView>(verified), verified };
}

/** A period passes at Razorpay (the emulator's control): renewed and charged, or ended if cancelled. */
export async function renew(subscriptionId: string) {
  await emulator(`/_emulator/subscriptions/${subscriptionId}/renew`, {});
  await webhooksDelivered();
}

/** Razorpay gives up on a subscription's charges (the emulator's control). */
export async function halt(subscriptionId: string) {
  await emulator(`/_emulator/subscriptions/${subscriptionId}/halt`, {});
  await webhooksDelivered();
}
