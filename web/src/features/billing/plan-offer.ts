import type { SubscriptionView } from '@app/shared/api/routes/billing/get-subscription';
import { CHECKOUT_MESSAGES } from '@app/shared/billing/checkout';
import { PLAN_LABELS, planRank, type Period, type Plan } from '@app/shared/billing/plan-table';
import { chargedPaise, formatPlanPrice } from '@app/shared/billing/prices';
import { indianDate } from '@/lib/format';

/**
 * Issue 31: what a plan and period is to this subscriber, as a button: bought through Checkout
 * (no paid plan yet, or one that is over), switched to (a higher plan at once, anything else from
 * the end of the period paid for), theirs already, or not to be had until a cancelled plan ends.
 */
export type PlanOffer =
  | { kind: 'buy'; label: string; note: string }
  | { kind: 'switch'; when: 'now' | 'later'; label: string; note: string }
  | { kind: 'current' | 'scheduled' | 'closed'; label: string; note: string };

/** '₹2,596.00 a year with GST'. */
export const chargeNote = (plan: Plan, period: Period) =>
  `${formatPlanPrice(chargedPaise(plan, period), 'INR')} a ${period === 'yearly' ? 'year' : 'month'} with GST`;

export function planOffer(view: SubscriptionView, plan: Plan, period: Period): PlanOffer {
  const label = PLAN_LABELS[plan];
  const periodEnd = view.current_period_end ?? '';
  if (!view.renewing) return { kind: 'buy', label: `Buy ${label}`, note: chargeNote(plan, period) };
  if (view.cancel_at_period_end) {
    return {
      kind: 'closed',
      label: `From ${indianDate(periodEnd)}`,
      note: CHECKOUT_MESSAGES.ending(view.plan, periodEnd),
    };
  }
  if (plan === view.plan && period === view.period) {
    return { kind: 'current', label: 'Your plan', note: `Renews on ${indianDate(periodEnd)}` };
  }
  const scheduled = view.scheduled_change;
  if (scheduled?.plan === plan && scheduled.period === period) {
    return { kind: 'scheduled', label: `Starts ${indianDate(scheduled.at)}`, note: chargeNote(plan, period) };
  }
  return planRank(plan) > planRank(view.plan)
    ? {
        kind: 'switch',
        when: 'now',
        label: `Switch to ${label}`,
        note: 'At once: the rest of this period is charged the difference',
      }
    : {
        kind: 'switch',
        when: 'later',
        label: `Switch to ${label}`,
        note: `From ${indianDate(periodEnd)}, ${chargeNote(plan, period)}`,
      };
}
