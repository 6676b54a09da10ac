import type { Subscription } from '@app/shared/billing/plans';
import type { SubscriptionRecord } from '#lib/db/subscriptions';
import type { RazorpaySubscription } from './razorpay-client';
import { choiceOfPlanId } from './razorpay-plans';

/** Razorpay's states as ours ('created': not paid yet, so not a state of a plan). */
const STATUSES: Record<string, Subscription['status']> = {
  active: 'active',
  authenticated: 'pending',
  pending: 'pending',
  halted: 'halted',
  cancelled: 'cancelled',
  completed: 'completed',
  expired: 'completed',
};

/** The user a Razorpay subscription belongs to, from the notes Hisaab set when it made it. */
export function userOfSubscription(entity: RazorpaySubscription): string | undefined {
  const notes = entity.notes;
  const userId = notes && !Array.isArray(notes) ? notes.user_id : undefined;
  return typeof userId === 'string' ? userId : undefined;
}

/**
 * Whether a Razorpay subscription is the one that decides the user's plan: the one they pay with,
 * or the checkout they started (which then replaces it). A user's earlier subscription (cancelled,
 * replaced) changes nothing any more, whatever Razorpay says of it later.
 */
export function decidesPlan(current: SubscriptionRecord, entity: RazorpaySubscription): boolean {
  if (entity.id === current.provider_subscription_id || entity.id === current.checkout?.subscription_id) return true;
  return !current.provider_subscription_id && !current.checkout;
}

/**
 * Now, as Razorpay times its events (whole seconds): what the verify and change routes write as
 * the time of their news, so an event Razorpay sends in the same second still counts as newer.
 */
export const providerNow = () => new Date(Math.floor(Date.now() / 1000) * 1000).toISOString();

/**
 * The user's subscription as a Razorpay subscription says it stands at `at` (ISO: the event's
 * time, or now for a fetch): its plan and period (by Razorpay plan id), state and paid period. A
 * new subscription (a checkout paid) starts clean; a change waiting for the period's end is
 * dropped once the plan it named is in force. Undefined when it names no plan of ours or a state
 * that is no plan's (not paid yet).
 */
export function withProviderState(
  current: SubscriptionRecord,
  entity: RazorpaySubscription,
  at: string,
): SubscriptionRecord | undefined {
  const choice = choiceOfPlanId(entity.plan_id);
  const status = STATUSES[entity.status];
  if (!choice || !status) return undefined;
  // 'authenticated' comes before 'active': late news of it never takes a running plan back.
  if (
    entity.status === 'authenticated' &&
    entity.id === current.provider_subscription_id &&
    current.status === 'active'
  )
    return undefined;
  const replacing = entity.id !== current.provider_subscription_id;
  const scheduled = replacing ? null : (current.scheduled_change ?? null);
  const arrived = scheduled?.plan === choice.plan && scheduled.period === choice.period;
  return {
    ...current,
    plan: choice.plan,
    period: choice.period,
    status,
    current_period_end: entity.current_end ? new Date(entity.current_end * 1000).toISOString() : null,
    provider_subscription_id: entity.id,
    checkout: current.checkout?.subscription_id === entity.id ? null : (current.checkout ?? null),
    cancel_at_period_end: replacing ? false : (current.cancel_at_period_end ?? false),
    scheduled_change: arrived ? null : scheduled,
    provider_event_at: at,
    updated_at: new Date().toISOString(),
  };
}
