import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargedPaise } from '@app/shared/billing/prices';
import { closeServer, listen } from '../listen';
import { LOCAL_RAZORPAY } from '../razorpay-local';
import { startRazorpayEmulator, type RazorpayEmulator } from './razorpay-emulator';

/**
 * Issue 31: the local Razorpay's contract. Its answers carry the fields and shapes of Razorpay's
 * API reference (subscriptions, plans, payments, errors), Checkout's handler gets the signature
 * Razorpay makes, and its webhooks are signed and shaped as Razorpay's are, so the one client and
 * the one webhook route that serve AWS are what the local stack runs.
 */
interface Received {
  headers: Record<string, string | string[] | undefined>;
  raw: string;
  body: {
    entity: string;
    account_id: string;
    event: string;
    contains: string[];
    created_at: number;
    payload: Record<string, { entity: Record<string, unknown> }>;
  };
}

let emulator: RazorpayEmulator;
let receiver: Server;
const received: Received[] = [];

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const KEY = basic(LOCAL_RAZORPAY.keyId, LOCAL_RAZORPAY.keySecret);

async function call(method: string, path: string, body?: unknown, authorization = KEY) {
  const response = await fetch(`${emulator.url}${path}`, {
    method,
    headers: { authorization, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const checkoutPost = async (path: string, subscriptionId: string, method = 'card') =>
  (await fetch(`${emulator.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key_id: LOCAL_RAZORPAY.keyId, subscription_id: subscriptionId, method, email: 'a@b.in' }),
  }).then((response) => response.json())) as Record<string, unknown>;

const newSubscription = async (planId: string = LOCAL_RAZORPAY.plans.professional.monthly) =>
  (await call('POST', '/v1/subscriptions', { plan_id: planId, total_count: 12, notes: { user_id: 'u-1' } })).body;

/** The fields Razorpay's reference lists for a subscription entity. */
const SUBSCRIPTION_FIELDS = [
  'id',
  'entity',
  'plan_id',
  'customer_id',
  'status',
  'current_start',
  'current_end',
  'ended_at',
  'quantity',
  'notes',
  'charge_at',
  'start_at',
  'end_at',
  'auth_attempts',
  'total_count',
  'paid_count',
  'customer_notify',
  'created_at',
  'expire_by',
  'short_url',
  'has_scheduled_changes',
  'change_scheduled_at',
  'source',
  'offer_id',
  'remaining_count',
];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: req.headers, raw, body: JSON.parse(raw) as Received['body'] });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"success":true}');
    });
  });
  const receiverUrl = await listen(receiver, 0);
  emulator = await startRazorpayEmulator({ port: 0, webhookUrl: `${receiverUrl}/webhook` });
});
afterAll(async () => {
  await emulator.stop();
  await closeServer(receiver);
});

describe('the local Razorpay: its API', () => {
  it("refuses a request without the key's id and secret, in Razorpay's error shape", async () => {
    for (const authorization of ['', basic(LOCAL_RAZORPAY.keyId, 'wrong-secret')]) {
      const refused = await call('GET', '/v1/subscriptions/sub_Anything000001', undefined, authorization);
      expect(refused).toEqual({
        status: 401,
        body: {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'The api key provided is invalid',
            source: 'NA',
            step: 'NA',
            reason: 'NA',
            metadata: {},
          },
        },
      });
    }
  });

  it('holds a plan per plan and period, at the price with GST', async () => {
    const { status, body } = await call('GET', `/v1/plans/${LOCAL_RAZORPAY.plans.enterprise.yearly}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      entity: 'plan',
      interval: 1,
      period: 'yearly',
      item: { amount: chargedPaise('enterprise', 'yearly'), currency: 'INR' },
    });
    expect(chargedPaise('enterprise', 'yearly')).toBe(3_894_00);
  });

  it('creates a subscription with every field of the reference, waiting for its checkout', async () => {
    const created = await newSubscription();
    expect(Object.keys(created)).toEqual(expect.arrayContaining(SUBSCRIPTION_FIELDS));
    expect(created).toMatchObject({
      entity: 'subscription',
      plan_id: LOCAL_RAZORPAY.plans.professional.monthly,
      status: 'created',
      customer_id: null,
      current_start: null,
      current_end: null,
      paid_count: 0,
      total_count: 12,
      remaining_count: 12,
      has_scheduled_changes: false,
      source: 'api',
      notes: { user_id: 'u-1' },
    });
    expect(created.id).toMatch(/^sub_[0-9A-Za-z]{14}$/);
    expect((await call('GET', `/v1/subscriptions/${String(created.id)}`)).body).toEqual(created);
  });

  it("answers a plan it does not have, or an id it does not know, with Razorpay's 400", async () => {
    const unknownPlan = await call('POST', '/v1/subscriptions', { plan_id: 'plan_Nobody00000001', total_count: 12 });
    expect(unknownPlan.status).toBe(400);
    expect(unknownPlan.body).toMatchObject({
      error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist', field: 'plan_id' },
    });
    const noCount = await call('POST', '/v1/subscriptions', { plan_id: LOCAL_RAZORPAY.plans.starter.monthly });
    expect(noCount.body).toMatchObject({ error: { field: 'total_count' } });
    expect((await call('GET', '/v1/subscriptions/sub_Nobody000000001')).status).toBe(400);
    const notYet = await call('PATCH', `/v1/subscriptions/${String((await newSubscription()).id)}`, {
      plan_id: LOCAL_RAZORPAY.plans.enterprise.monthly,
    });
    expect(notYet.body).toMatchObject({ error: { description: 'Subscription cannot be updated in created status.' } });
  });
});

describe('the local Razorpay: Checkout and webhooks', () => {
  it('serves a Checkout.js that defines window.Razorpay as Checkout does', async () => {
    const response = await fetch(`${emulator.url}/v1/checkout.js`);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    const window: Record<string, unknown> = {};
    runInNewContext(await response.text(), {
      window,
      document: { currentScript: { src: `${emulator.url}/v1/checkout.js` } },
      URL,
      URLSearchParams,
    });
    const Razorpay = window.Razorpay as new (options: unknown) => { open: unknown; on: unknown };
    const instance = new Razorpay({ key: LOCAL_RAZORPAY.keyId, subscription_id: 'sub_x' });
    expect(typeof instance.open).toBe('function');
    expect(typeof instance.on).toBe('function');
  });

  it("pays at checkout: the handler's signature is Razorpay's, and the subscription runs", async () => {
    const subscription = await newSubscription();
    const id = String(subscription.id);
    const page = await fetch(
      `${emulator.url}/checkout?subscription_id=${id}&description=Professional%2C%20every%20month`,
    );
    expect(await page.text()).toContain('Pay ₹236.00');
    const answer = await checkoutPost('/checkout/pay', id);
    const paymentId = String(answer.razorpay_payment_id);
    expect(answer).toEqual({
      razorpay_payment_id: expect.stringMatching(/^pay_[0-9A-Za-z]{14}$/) as unknown,
      razorpay_subscription_id: id,
      razorpay_signature: createHmac('sha256', LOCAL_RAZORPAY.keySecret).update(`${paymentId}|${id}`).digest('hex'),
    });
    const running = (await call('GET', `/v1/subscriptions/${id}`)).body;
    expect(running).toMatchObject({ status: 'active', paid_count: 1, remaining_count: 11, payment_method: 'card' });
    expect(Number(running.current_end) - Number(running.current_start)).toBeGreaterThanOrEqual(28 * 86_400);
    expect((await call('GET', `/v1/payments/${paymentId}`)).body).toMatchObject({
      entity: 'payment',
      amount: 236_00,
      currency: 'INR',
      status: 'captured',
      captured: true,
      method: 'card',
    });
  });

  it("signs each webhook over its exact bytes with the webhook secret, in Razorpay's event shape", async () => {
    const id = String((await newSubscription(LOCAL_RAZORPAY.plans.starter.yearly)).id);
    await emulator.settled();
    const before = received.length;
    await checkoutPost('/checkout/pay', id);
    await emulator.settled();
    const events = received.slice(before);
    expect(events.map((event) => event.body.event)).toEqual([
      'subscription.authenticated',
      'subscription.activated',
      'subscription.charged',
    ]);
    for (const event of events) {
      expect(event.headers['x-razorpay-signature']).toBe(
        createHmac('sha256', LOCAL_RAZORPAY.webhookSecret).update(event.raw, 'utf8').digest('hex'),
      );
      expect(event.headers['x-razorpay-event-id']).toMatch(/^evt_[0-9A-Za-z]{14}$/);
      expect(event.body).toMatchObject({
        entity: 'event',
        account_id: 'acc_HisaabLocal01',
        contains: ['subscription', 'payment'],
      });
      expect(event.body.payload.subscription?.entity).toMatchObject({ id, entity: 'subscription', status: 'active' });
      expect(event.body.payload.payment?.entity).toMatchObject({
        entity: 'payment',
        amount: 1_298_00,
        status: 'captured',
      });
    }
    expect(new Set(events.map((event) => event.headers['x-razorpay-event-id'])).size).toBe(3);
  });

  it('fails a payment at checkout: Checkout gets the error, nothing starts', async () => {
    const id = String((await newSubscription()).id);
    const answer = await checkoutPost('/checkout/fail', id);
    expect(answer).toMatchObject({
      error: { code: 'BAD_REQUEST_ERROR', reason: 'payment_failed', source: 'customer' },
    });
    expect((await call('GET', `/v1/subscriptions/${id}`)).body).toMatchObject({ status: 'created', auth_attempts: 1 });
  });

  it('schedules a change for the cycle end, and cancels at the cycle end, taking effect when the period passes', async () => {
    const id = String((await newSubscription(LOCAL_RAZORPAY.plans.enterprise.monthly)).id);
    await checkoutPost('/checkout/pay', id);
    const scheduled = await call('PATCH', `/v1/subscriptions/${id}`, {
      plan_id: LOCAL_RAZORPAY.plans.starter.monthly,
      schedule_change_at: 'cycle_end',
    });
    expect(scheduled.body).toMatchObject({
      plan_id: LOCAL_RAZORPAY.plans.enterprise.monthly,
      has_scheduled_changes: true,
    });
    expect(scheduled.body.change_scheduled_at).toBe(scheduled.body.current_end);
    const renewed = await fetch(`${emulator.url}/_emulator/subscriptions/${id}/renew`, { method: 'POST' }).then(
      (response) => response.json() as Promise<Record<string, unknown>>,
    );
    expect(renewed).toMatchObject({
      plan_id: LOCAL_RAZORPAY.plans.starter.monthly,
      has_scheduled_changes: false,
      paid_count: 2,
    });

    const ending = await call('POST', `/v1/subscriptions/${id}/cancel`, { cancel_at_cycle_end: 1 });
    expect(ending.body).toMatchObject({ status: 'active' });
    await fetch(`${emulator.url}/_emulator/subscriptions/${id}/renew`, { method: 'POST' });
    expect((await call('GET', `/v1/subscriptions/${id}`)).body).toMatchObject({
      status: 'cancelled',
      ended_at: renewed.current_end,
    });
    const twice = await call('POST', `/v1/subscriptions/${id}/cancel`, { cancel_at_cycle_end: 0 });
    expect(twice).toMatchObject({
      status: 400,
      body: { error: { description: 'Subscription is not cancellable in cancelled status.' } },
    });
  });

  it('keeps its subscriptions between runs when given a place for them (npm start)', async () => {
    const stateFile = join(mkdtempSync(join(tmpdir(), 'razorpay-')), 'razorpay', 'state.json');
    const first = await startRazorpayEmulator({ port: 0, stateFile });
    const auth = { authorization: KEY, 'content-type': 'application/json' };
    const created = (await fetch(`${first.url}/v1/subscriptions`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ plan_id: LOCAL_RAZORPAY.plans.starter.monthly, total_count: 12 }),
    }).then((response) => response.json())) as { id: string };
    await first.stop();
    const second = await startRazorpayEmulator({ port: 0, stateFile });
    const again = (await fetch(`${second.url}/v1/subscriptions/${created.id}`, { headers: auth }).then((response) =>
      response.json(),
    )) as { id: string; status: string };
    await second.stop();
    expect(again).toMatchObject({ id: created.id, status: 'created' });
  });
});
