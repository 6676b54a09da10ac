import { PLAN_LABELS, PLAN_LIMITS, standingMessage, standingOf } from '@app/shared/billing/plans';
import { getSubscription } from '@app/shared/api/routes/billing/get-subscription';
import { listMemberships } from '#lib/db/memberships';
import { readSubscription } from '#lib/db/subscriptions';
import { NotFoundError } from '#lib/errors';
import { defineRoute } from '#lib/http/define-route';

/** The caller's plan or trial, what it allows, and how many companies they own under it. */
export const handler = defineRoute(getSubscription, {}, async ({ caller }) => {
  const [subscription, memberships] = await Promise.all([readSubscription(caller.sub), listMemberships(caller.sub)]);
  if (!subscription) throw new NotFoundError('User not found');
  const standing = standingOf(subscription, new Date());
  const limits = PLAN_LIMITS[subscription.plan];
  return {
    data: {
      plan: subscription.plan,
      plan_label: PLAN_LABELS[subscription.plan],
      status: subscription.status,
      trial_ends_at: subscription.trial_ends_at,
      trial_days_left: standing.trialDaysLeft,
      current_period_end: subscription.current_period_end,
      writable: standing.writable,
      message: standing.reason ? standingMessage(standing.reason, true) : null,
      companies_owned: memberships.filter((membership) => membership.role === 'owner').length,
      companies_allowed: Number.isFinite(limits.companies) ? limits.companies : null,
      tax: limits.tax,
    },
  };
});
