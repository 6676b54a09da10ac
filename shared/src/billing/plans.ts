import { companiesAllowed, PLAN_TABLE, TRIAL, type Plan, type Period } from './plan-table';

/**
 * Issue 20: where a user's subscription stands (what each plan includes is the plan table,
 * plan-table.ts). Every user starts a 14-day trial of Professional; past it without a plan (or
 * with a lapsed one) the books stay readable and exportable, but nothing new is posted.
 * Downgrading never deletes: a company over the plan's count stays, only new ones wait.
 */

export const TRIAL_DAYS = TRIAL.days;
const DAY_MS = 86_400_000;

/** As a payment provider reports a subscription (Razorpay's states), plus our trial. */
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'pending', 'halted', 'cancelled', 'completed'] as const;

/** As kept in DynamoDB (db/subscriptions.ts). */
export interface Subscription {
  plan: Plan;
  status: (typeof SUBSCRIPTION_STATUSES)[number];
  /** ISO instants. */
  trial_ends_at: string;
  /** The end of the paid period; null during the trial. */
  current_period_end: string | null;
  /** How often the paid plan is charged (none on the trial; an administrator's plan is a year). */
  period?: Period;
  /** Cancelled by the subscriber: it ends with the period paid for (issue 31). */
  cancel_at_period_end?: boolean;
  /** A downgrade (or a change of period) waiting for the end of the period paid for (issue 31). */
  scheduled_change?: { plan: Plan; period: Period; at: string } | null;
  updated_at: string;
}

/** A new user's subscription: Professional, on trial for 14 days from `now`. */
export const newTrial = (now: Date): Subscription => ({
  plan: TRIAL.plan,
  status: 'trialing',
  trial_ends_at: new Date(now.getTime() + TRIAL_DAYS * DAY_MS).toISOString(),
  current_period_end: null,
  updated_at: now.toISOString(),
});

export interface Standing {
  plan: Plan;
  /** Whether new vouchers and companies may be made. */
  writable: boolean;
  /** Why not, when not. */
  reason?: 'trial ended' | 'plan lapsed';
  /** Whole days of trial left (0 when not on trial). */
  trialDaysLeft: number;
}

/**
 * Where a subscription stands at `now`. A paid plan counts while active, or pending (Razorpay
 * retries a failed charge for a few days) until its period ends; halted, cancelled and completed
 * ones count until the period they paid for ends.
 */
export function standingOf(subscription: Subscription, now: Date): Standing {
  const at = now.getTime();
  if (subscription.status === 'trialing') {
    const left = Date.parse(subscription.trial_ends_at) - at;
    return left > 0
      ? { plan: subscription.plan, writable: true, trialDaysLeft: Math.ceil(left / DAY_MS) }
      : { plan: subscription.plan, writable: false, reason: 'trial ended', trialDaysLeft: 0 };
  }
  const paidUntil = subscription.current_period_end ? Date.parse(subscription.current_period_end) : 0;
  const writable = subscription.status === 'active' || at < paidUntil;
  return writable
    ? { plan: subscription.plan, writable, trialDaysLeft: 0 }
    : { plan: subscription.plan, writable, reason: 'plan lapsed', trialDaysLeft: 0 };
}

const companiesText = (plan: Plan) =>
  `${companiesAllowed(plan)} ${companiesAllowed(plan) === 1 ? 'company' : 'companies'}`;

const KEPT = 'The books stay readable and exportable.';

/**
 * What a refusal says, with the way out (/pricing; the web turns it into a "See plans" button).
 * A member who is not the owner is told it is the owner's plan.
 */
export const PLAN_MESSAGES = {
  'trial ended': (owner: boolean) =>
    owner
      ? `Your free trial has ended: choose a plan on /pricing to add new vouchers. ${KEPT}`
      : `The free trial of this company's owner has ended: they can choose a plan on /pricing to add new vouchers. ${KEPT}`,
  'plan lapsed': (owner: boolean) =>
    owner
      ? `Your plan is not active: renew it on /pricing to add new vouchers. ${KEPT}`
      : `The plan of this company's owner is not active: they can renew it on /pricing to add new vouchers. ${KEPT}`,
  beyondPlan: (plan: Plan) =>
    `This company is beyond the ${companiesText(plan)} of the ${PLAN_TABLE[plan].label} plan: upgrade on /pricing to add new vouchers. ${KEPT}`,
  tax: 'The Starter plan has no tax features: upgrade on /pricing to use GST',
  /** A member posting in a company whose owner's plan has no team (issue 31). */
  teamMember: (plan: Plan) =>
    `The ${PLAN_TABLE[plan].label} plan of this company's owner has no team: only they add vouchers until they upgrade on /pricing. ${KEPT}`,
} as const;

/**
 * What a refusal of something a plan has room for says: another company, and (issue 31) people
 * and roles, bills read by AI. Apart from PLAN_MESSAGES, so the voucher routes do not carry them.
 */
export const FEATURE_MESSAGES = {
  companies: (plan: Plan) =>
    `The ${PLAN_TABLE[plan].label} plan allows ${companiesText(plan)}: upgrade on /pricing to add another`,
  team: (plan: Plan) =>
    `The ${PLAN_TABLE[plan].label} plan has no team: upgrade on /pricing to invite people and give them roles`,
  bills: (plan: Plan) =>
    `The ${PLAN_TABLE[plan].label} plan does not read bills by AI: upgrade on /pricing to have bills read`,
  /** Someone accepting an invitation to a company whose owner's plan (now) has no team. */
  joinTeam: (plan: Plan) =>
    `The ${PLAN_TABLE[plan].label} plan of this company's owner has no team: you can accept once they upgrade on /pricing`,
} as const;

/** The pages of bills a month a subscription may have read: the trial's own allowance, else its plan's; null: none. */
export const billPagesAllowed = (subscription: Pick<Subscription, 'plan' | 'status'>): number | null =>
  subscription.status === 'trialing' ? TRIAL.billPages : PLAN_TABLE[subscription.plan].billPages;

/** A reason a standing is not writable, as its message. */
export const standingMessage = (reason: NonNullable<Standing['reason']>, owner: boolean) =>
  PLAN_MESSAGES[reason](owner);
