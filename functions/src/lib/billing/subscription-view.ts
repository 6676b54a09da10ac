import type { SubscriptionView } from '@app/shared/api/routes/billing/get-subscription';
import { PLAN_LABELS, PLAN_TABLE } from '@app/shared/billing/plan-table';
import { billPagesAllowed, standingMessage } from '@app/shared/billing/plans';
import { listMemberships } from '#lib/db/memberships';
import { readSubscription, type SubscriptionRecord } from '#lib/db/subscriptions';
import { NotFoundError } from '#lib/errors';
import { presentStanding } from './plan-standing';

/** A user's subscription as they see it: their plan or trial, what it allows, and what comes next. */
export function presentSubscription(
  subscription: SubscriptionRecord,
  companiesOwned: number,
  now = new Date(),
): SubscriptionView {
  const { view, standing } = presentStanding(subscription, companiesOwned, now);
  const terms = PLAN_TABLE[subscription.plan];
  const scheduled = subscription.scheduled_change;
  return {
    ...view,
    message: standing.reason ? standingMessage(standing.reason, true) : null,
    companies_allowed: terms.companies,
    tax: terms.tax,
    bill_pages: billPagesAllowed(subscription),
    team: terms.team,
    period: subscription.status === 'trialing' ? null : (subscription.period ?? null),
    renewing: !!subscription.provider_subscription_id && subscription.status !== 'trialing',
    cancel_at_period_end: subscription.cancel_at_period_end ?? false,
    scheduled_change: scheduled ? { ...scheduled, plan_label: PLAN_LABELS[scheduled.plan] } : null,
  };
}

/** The caller's subscription view, read afresh (with the companies they own). */
export async function subscriptionViewOf(userId: string): Promise<SubscriptionView> {
  const [subscription, memberships] = await Promise.all([readSubscription(userId), listMemberships(userId)]);
  if (!subscription) throw new NotFoundError('User not found');
  const owned = memberships.filter((membership) => membership.role === 'owner').length;
  return presentSubscription(subscription, owned);
}
