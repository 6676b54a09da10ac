import type { Plan } from '@app/shared/billing/plan-table';
import type { Subscription } from '@app/shared/billing/plans';
import { writeSubscription } from '#lib/db/subscriptions';
import type { TestUser } from './users';

const DAY_MS = 86_400_000;

/**
 * Puts a user on a plan as the Razorpay webhook or an admin would: `trial` and `period` are how
 * far from now the trial and the paid period end (ms; negative: ended).
 */
export const setPlan = (
  user: TestUser,
  plan: Plan,
  status: Subscription['status'],
  ends: { trial?: number; period?: number } = {},
) =>
  writeSubscription({
    user_id: user.sub,
    plan,
    status,
    trial_ends_at: new Date(Date.now() + (ends.trial ?? -DAY_MS)).toISOString(),
    current_period_end: ends.period === undefined ? null : new Date(Date.now() + ends.period).toISOString(),
    updated_at: new Date().toISOString(),
  });

/** A user for tests that make many companies: Enterprise, paid for a year. */
export const onEnterprise = (user: TestUser) => setPlan(user, 'enterprise', 'active', { period: 365 * DAY_MS });
