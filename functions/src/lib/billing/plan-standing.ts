import type { PlanStanding } from '@app/shared/billing/plan-standing';
import { PLAN_LABELS } from '@app/shared/billing/plan-table';
import { standingOf, type Standing, type Subscription } from '@app/shared/billing/plans';

/** Where a subscription stands at `now`, as the API shows it, and the standing it was read from. */
export function presentStanding(
  subscription: Subscription,
  companiesOwned: number,
  now = new Date(),
): { view: PlanStanding; standing: Standing } {
  const standing = standingOf(subscription, now);
  return {
    standing,
    view: {
      plan: subscription.plan,
      plan_label: PLAN_LABELS[subscription.plan],
      status: subscription.status,
      trial_ends_at: subscription.trial_ends_at,
      trial_days_left: standing.trialDaysLeft,
      current_period_end: subscription.current_period_end,
      writable: standing.writable,
      companies_owned: companiesOwned,
    },
  };
}
