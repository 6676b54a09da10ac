import { createHmac } from 'node:crypto';
import {
  localPlans,
  nowSeconds,
  periodEnd,
  razorpayId,
  type PaymentEntity,
  type PlanEntity,
  type SubscriptionEntity,
} from './entities';
import type { WebhookSender } from './webhook-sender';

/** Razorpay's refusal: HTTP 400 (401 for keys) with `{error: {code, description, ...}}`. */
export class RazorpayRefusal extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly field?: string,
  ) {
    super(description);
  }

  get body() {
    return {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: this.description,
        source: 'business',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
        metadata: {},
        ...(this.field ? { field: this.field } : {}),
      },
    };
  }
}

const notFound = () => new RazorpayRefusal(400, 'The id provided does not exist', 'id');

interface Payer {
  method: 'card' | 'upi';
  email: string;
  contact: string;
}

export interface SubscriptionsState {
  subscriptions: SubscriptionEntity[];
  payments: PaymentEntity[];
  scheduled: [string, string][];
  ending: string[];
  payers: [string, Payer][];
}

/**
 * The local Razorpay's subscriptions: created by the API, paid (or not) on the checkout page,
 * updated and cancelled by the API, renewed when a test (or a person) says a period has passed.
 * Each change sends the webhooks Razorpay sends for it.
 */
export class Subscriptions {
  readonly plans = new Map<string, PlanEntity>(localPlans().map((plan) => [plan.id, plan]));
  private readonly subscriptions = new Map<string, SubscriptionEntity>();
  private readonly payments = new Map<string, PaymentEntity>();
  /** Plan changes waiting for the end of the current period (schedule_change_at: cycle_end). */
  private readonly scheduled = new Map<string, string>();
  /** Subscriptions cancelled at the end of the current period. */
  private readonly ending = new Set<string>();
  private readonly payers = new Map<string, Payer>();

  constructor(
    private readonly webhooks: WebhookSender,
    private readonly keySecret: string,
    private readonly checkoutUrl: () => string,
  ) {}

  /** What the local Razorpay holds, to keep between runs of `npm start` (as its data dir keeps DynamoDB's). */
  snapshot(): SubscriptionsState {
    return {
      subscriptions: [...this.subscriptions.values()],
      payments: [...this.payments.values()],
      scheduled: [...this.scheduled],
      ending: [...this.ending],
      payers: [...this.payers],
    };
  }

  restore(state: SubscriptionsState) {
    for (const subscription of state.subscriptions) this.subscriptions.set(subscription.id, subscription);
    for (const payment of state.payments) this.payments.set(payment.id, payment);
    for (const [id, planId] of state.scheduled) this.scheduled.set(id, planId);
    for (const id of state.ending) this.ending.add(id);
    for (const [id, payer] of state.payers) this.payers.set(id, payer);
  }

  plan(id: string): PlanEntity {
    const plan = this.plans.get(id);
    if (!plan) throw notFound();
    return plan;
  }

  get(id: string): SubscriptionEntity {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw notFound();
    return subscription;
  }

  payment(id: string): PaymentEntity {
    const payment = this.payments.get(id);
    if (!payment) throw notFound();
    return payment;
  }

  create(body: Record<string, unknown>): SubscriptionEntity {
    if (typeof body.plan_id !== 'string') throw new RazorpayRefusal(400, 'The plan id field is required.', 'plan_id');
    if (!this.plans.has(body.plan_id)) throw new RazorpayRefusal(400, 'The id provided does not exist', 'plan_id');
    const total = body.total_count;
    if (typeof total !== 'number' || !Number.isInteger(total) || total < 1)
      throw new RazorpayRefusal(400, 'The total count field is required.', 'total_count');
    // Razorpay shows notes never given as an empty array.
    const notes: SubscriptionEntity['notes'] =
      body.notes && typeof body.notes === 'object' ? (body.notes as Record<string, string>) : [];
    if (Object.keys(notes).length > 15) throw new RazorpayRefusal(400, 'Number of notes cannot exceed 15', 'notes');
    const id = razorpayId('sub');
    const subscription: SubscriptionEntity = {
      id,
      entity: 'subscription',
      plan_id: body.plan_id,
      customer_id: null,
      status: 'created',
      current_start: null,
      current_end: null,
      ended_at: null,
      quantity: typeof body.quantity === 'number' ? body.quantity : 1,
      notes,
      charge_at: null,
      start_at: null,
      end_at: null,
      auth_attempts: 0,
      total_count: total,
      paid_count: 0,
      customer_notify: body.customer_notify !== false && body.customer_notify !== 0,
      created_at: nowSeconds(),
      expire_by: null,
      short_url: `${this.checkoutUrl()}?subscription_id=${id}`,
      has_scheduled_changes: false,
      change_scheduled_at: null,
      source: 'api',
      offer_id: null,
      remaining_count: total,
      payment_method: null,
    };
    this.subscriptions.set(id, subscription);
    return subscription;
  }

  /** The checkout page's Pay: the first charge, which authenticates the mandate and starts the plan. */
  pay(
    id: string,
    payer: Payer,
  ): { razorpay_payment_id: string; razorpay_subscription_id: string; razorpay_signature: string } {
    const subscription = this.get(id);
    if (subscription.status !== 'created') throw new RazorpayRefusal(400, 'Subscription is not in created state');
    const start = nowSeconds();
    const plan = this.plan(subscription.plan_id);
    this.payers.set(id, payer);
    const payment = this.charge(subscription, plan.item.amount, plan.item.description);
    Object.assign(subscription, {
      status: 'active',
      customer_id: subscription.customer_id ?? razorpayId('cust'),
      current_start: start,
      current_end: periodEnd(start, plan.period),
      charge_at: periodEnd(start, plan.period),
      start_at: start,
      end_at: periodEnd(start, plan.period) + (subscription.total_count - 1) * (periodEnd(start, plan.period) - start),
      paid_count: 1,
      remaining_count: subscription.total_count - 1,
      payment_method: payer.method,
    });
    this.webhooks.send('subscription.authenticated', { subscription, payment });
    this.webhooks.send('subscription.activated', { subscription, payment });
    this.webhooks.send('subscription.charged', { subscription, payment });
    return {
      razorpay_payment_id: payment.id,
      razorpay_subscription_id: id,
      razorpay_signature: createHmac('sha256', this.keySecret).update(`${payment.id}|${id}`).digest('hex'),
    };
  }

  /** The checkout page's failed payment: nothing starts; Checkout's payment.failed gets the error. */
  fail(id: string, payer: Payer) {
    const subscription = this.get(id);
    const payment = this.newPayment(subscription, this.plan(subscription.plan_id).item.amount, 'failed', payer);
    subscription.auth_attempts += 1;
    this.webhooks.send('payment.failed', { payment });
    return {
      code: 'BAD_REQUEST_ERROR',
      description: 'Your payment could not be completed as it was declined by your bank.',
      source: 'customer',
      step: 'payment_authorization',
      reason: 'payment_failed',
      metadata: { payment_id: payment.id },
    };
  }

  update(id: string, body: Record<string, unknown>): SubscriptionEntity {
    const subscription = this.get(id);
    if (subscription.status !== 'active' && subscription.status !== 'authenticated') {
      throw new RazorpayRefusal(400, `Subscription cannot be updated in ${subscription.status} status.`, 'status');
    }
    if (subscription.payment_method === 'upi') {
      throw new RazorpayRefusal(400, 'subscriptions cannot be updated when payment mode is UPI');
    }
    const planId = typeof body.plan_id === 'string' ? body.plan_id : subscription.plan_id;
    const plan = this.plan(planId);
    if (body.schedule_change_at === 'cycle_end') {
      this.scheduled.set(id, planId);
      Object.assign(subscription, { has_scheduled_changes: true, change_scheduled_at: subscription.current_end });
      return subscription;
    }
    const before = this.plan(subscription.plan_id).item.amount;
    subscription.plan_id = planId;
    this.scheduled.delete(id);
    Object.assign(subscription, { has_scheduled_changes: false, change_scheduled_at: null });
    this.webhooks.send('subscription.updated', { subscription });
    // An upgrade at once: Razorpay charges the difference for what is left of the period.
    const { current_start: start, current_end: end } = subscription;
    if (plan.item.amount > before && start !== null && end !== null) {
      const left = Math.max(0, end - nowSeconds()) / (end - start);
      const payment = this.charge(
        subscription,
        Math.round((plan.item.amount - before) * left),
        'Upgrade, for the rest of the period',
      );
      this.webhooks.send('subscription.charged', { subscription, payment });
    }
    return subscription;
  }

  cancel(id: string, body: Record<string, unknown>): SubscriptionEntity {
    const subscription = this.get(id);
    if (['cancelled', 'completed', 'expired'].includes(subscription.status)) {
      throw new RazorpayRefusal(400, `Subscription is not cancellable in ${subscription.status} status.`, 'status');
    }
    if (body.cancel_at_cycle_end === 1 || body.cancel_at_cycle_end === true) {
      this.ending.add(id);
      return subscription;
    }
    Object.assign(subscription, { status: 'cancelled', ended_at: nowSeconds() });
    this.webhooks.send('subscription.cancelled', { subscription });
    return subscription;
  }

  /**
   * A period has passed (the emulator's own control, for tests and people): a subscription
   * cancelled at the cycle's end ends; otherwise a change scheduled for now takes effect and the
   * next period is charged.
   */
  renew(id: string): SubscriptionEntity {
    const subscription = this.get(id);
    if (subscription.status !== 'active') throw new RazorpayRefusal(400, `Subscription is ${subscription.status}.`);
    if (this.ending.delete(id)) {
      Object.assign(subscription, { status: 'cancelled', ended_at: subscription.current_end });
      this.webhooks.send('subscription.cancelled', { subscription });
      return subscription;
    }
    const changeTo = this.scheduled.get(id);
    if (changeTo) {
      this.scheduled.delete(id);
      Object.assign(subscription, { plan_id: changeTo, has_scheduled_changes: false, change_scheduled_at: null });
      this.webhooks.send('subscription.updated', { subscription });
    }
    const plan = this.plan(subscription.plan_id);
    const start = subscription.current_end ?? nowSeconds();
    Object.assign(subscription, {
      current_start: start,
      current_end: periodEnd(start, plan.period),
      charge_at: periodEnd(start, plan.period),
      paid_count: subscription.paid_count + 1,
      remaining_count: Math.max(0, subscription.remaining_count - 1),
    });
    const payment = this.charge(subscription, plan.item.amount, plan.item.description);
    this.webhooks.send('subscription.charged', { subscription, payment });
    return subscription;
  }

  /** Razorpay gave up on the charges (the emulator's control): halted, until paid again. */
  halt(id: string): SubscriptionEntity {
    const subscription = this.get(id);
    subscription.status = 'halted';
    this.webhooks.send('subscription.halted', { subscription });
    return subscription;
  }

  private charge(subscription: SubscriptionEntity, amount: number, description: string): PaymentEntity {
    const payer = this.payers.get(subscription.id) ?? { method: 'card', email: '', contact: '' };
    return this.newPayment(subscription, amount, 'captured', payer, description);
  }

  private newPayment(
    subscription: SubscriptionEntity,
    amount: number,
    status: PaymentEntity['status'],
    payer: Payer,
    description = this.plan(subscription.plan_id).item.description,
  ): PaymentEntity {
    const failed = status === 'failed';
    const payment: PaymentEntity = {
      id: razorpayId('pay'),
      entity: 'payment',
      amount,
      currency: 'INR',
      status,
      order_id: razorpayId('order'),
      invoice_id: failed ? null : razorpayId('inv'),
      international: false,
      method: payer.method,
      amount_refunded: 0,
      refund_status: null,
      captured: !failed,
      description,
      card_id: payer.method === 'card' ? razorpayId('card') : null,
      bank: null,
      wallet: null,
      vpa: payer.method === 'upi' ? 'subscriber@okhdfcbank' : null,
      email: payer.email,
      contact: payer.contact,
      customer_id: subscription.customer_id,
      token_id: failed ? null : razorpayId('token'),
      notes: subscription.notes,
      fee: failed ? null : Math.round(amount * 0.02),
      tax: failed ? null : Math.round(amount * 0.02 * 0.18),
      error_code: failed ? 'BAD_REQUEST_ERROR' : null,
      error_description: failed ? 'Your payment could not be completed as it was declined by your bank.' : null,
      error_source: failed ? 'customer' : null,
      error_step: failed ? 'payment_authorization' : null,
      error_reason: failed ? 'payment_failed' : null,
      created_at: nowSeconds(),
    };
    this.payments.set(payment.id, payment);
    return payment;
  }
}
