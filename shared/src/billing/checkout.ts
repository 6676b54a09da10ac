import * as z from '../zod';
import { PLAN_LABELS, PLANS, PERIODS, type Period, type Plan } from './plan-table';

/**
 * Issue 31: buying a plan. The server creates the Razorpay subscription for the plan and period
 * chosen; the browser opens Razorpay Checkout with it; Checkout's answer (the payment and its
 * signature) comes back to the server, which checks the signature before the plan counts.
 */
export const planChoiceSchema = z.object({
  plan: z.enum(PLANS, { error: `Plan must be one of: ${PLANS.join(', ')}` }),
  period: z.enum(PERIODS, { error: `Period must be one of: ${PERIODS.join(', ')}` }),
});
export type PlanChoice = z.infer<typeof planChoiceSchema>;

/** What the browser opens Checkout with (Razorpay's option names where it has them). */
export const checkoutSchema = z.object({
  key_id: z.string(),
  subscription_id: z.string(),
  plan: z.enum(PLANS),
  period: z.enum(PERIODS),
  /** Checkout's title and line: 'Hisaab', 'Professional, every year'. */
  name: z.string(),
  description: z.string(),
  /** What each period is charged, GST included, in rupees (two decimals). */
  amount: z.number(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/** Checkout's answer to its handler for a subscription. */
export const checkoutResultSchema = z.object({
  razorpay_payment_id: z.string().check(z.minLength(1), z.maxLength(64)),
  razorpay_subscription_id: z.string().check(z.minLength(1), z.maxLength(64)),
  razorpay_signature: z.string().check(z.minLength(1), z.maxLength(256)),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

const periodWords: Record<Period, string> = { monthly: 'every month', yearly: 'every year' };

/** 'Professional, every year'. */
export const planLine = (plan: Plan, period: Period) => `${PLAN_LABELS[plan]}, ${periodWords[period]}`;

const dayOf = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
    new Date(iso),
  );

export const CHECKOUT_MESSAGES = {
  badSignature: 'The payment could not be verified. If money was taken, it will be refunded by Razorpay.',
  unknownCheckout: 'No checkout of yours has this subscription. Start again from /pricing.',
  notPaid: 'Razorpay has no payment for this subscription yet. Start again from /pricing.',
  notConfigured: 'Payments are not set up on this server yet.',
  alreadyPaid: (plan: Plan) =>
    `You are on the ${PLAN_LABELS[plan]} plan: change it from Settings instead of buying another.`,
  ending: (plan: Plan, at: string) =>
    `Your ${PLAN_LABELS[plan]} plan is cancelled and ends on ${dayOf(at)}: choose a plan again from that day.`,
  noPaidPlan: 'You have no paid plan to change or cancel: choose one on /pricing.',
  samePlan: 'You are already on this plan.',
  alreadyScheduled: (plan: Plan, period: Period, at: string) =>
    `${planLine(plan, period)} already starts on ${dayOf(at)}.`,
  refused: (description: string) => `Razorpay refused the change: ${description}`,
  changedNow: (plan: Plan) => `You are now on the ${PLAN_LABELS[plan]} plan.`,
  changesLater: (plan: Plan, period: Period, at: string) => `${planLine(plan, period)} starts on ${dayOf(at)}.`,
  cancelled: (at: string) => `Your plan is cancelled: it stays until ${dayOf(at)}.`,
  paid: (plan: Plan) => `Thank you: you are on the ${PLAN_LABELS[plan]} plan.`,
} as const;
