import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Period, Plan } from '@app/shared/billing/plan-table';
import { newTrial, type Subscription } from '@app/shared/billing/plans';
import { batchGet } from './batch';
import { documentClient, tableName } from './client';
import { put, transact, type Step } from './transact';
import { userKey } from './users';

/**
 * Issue 20: a user's subscription, beside their profile. Until a provider reports one (or an
 * admin sets one), the user is on the trial that began when they signed up (the profile's
 * created_at), so no item is written at sign-up and users who signed up before plans existed
 * start theirs from their sign-up too.
 */
export const subscriptionKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'SUBSCRIPTION' });

export interface SubscriptionRecord extends Subscription {
  user_id: string;
  /** The provider's id of the subscription (Razorpay's sub_...), once there is one. */
  provider_subscription_id?: string;
  /** When the provider's newest applied event was created (ISO): older ones arriving late are ignored. */
  provider_event_at?: string;
  /** A checkout started and not yet paid (issue 31): its Razorpay subscription, which replaces the one above once paid. */
  checkout?: { subscription_id: string; plan: Plan; period: Period; created_at: string } | null;
  /** Moved on by every write that read it first (changeSubscription); absent before the first. */
  version?: number;
}

/** A user's profile item and their subscription (the trial when none is stored), in one read. */
export async function readAccount(
  userId: string,
): Promise<{ profile: Record<string, unknown>; subscription: SubscriptionRecord } | undefined> {
  const items = await batchGet([userKey(userId), subscriptionKey(userId)], true);
  const profile = items.find((item) => item.sk === 'PROFILE');
  if (!profile) return undefined;
  const stored = items.find((item) => item.sk === 'SUBSCRIPTION');
  const subscription = stored
    ? (stored as unknown as SubscriptionRecord)
    : { user_id: userId, ...newTrial(new Date(String(profile.created_at))) };
  return { profile, subscription };
}

/** The user's subscription, or undefined for no such user. */
export const readSubscription = async (userId: string): Promise<SubscriptionRecord | undefined> =>
  (await readAccount(userId))?.subscription;

/** The subscription as an item, for a transaction that writes it with something else. */
export const subscriptionItem = (record: SubscriptionRecord) => ({
  ...subscriptionKey(record.user_id),
  entity: 'subscription',
  ...record,
});

/** Sets a subscription outright, whatever it was (the demo account's, tests'): changes go through changeSubscription. */
export async function writeSubscription(record: SubscriptionRecord) {
  await documentClient().send(new PutCommand({ TableName: tableName(), Item: subscriptionItem(record) }));
}

class ChangedMeanwhile extends Error {}
const ATTEMPTS = 5;

/**
 * Issue 31: changes a user's subscription from what it is now, with nobody's write lost. Razorpay's
 * webhooks, Checkout's answer and the subscriber's own changes arrive at once; each reads the
 * subscription, works out the next one, and writes it on condition that its version is still the
 * one read (and with `also`'s steps in the same transaction), reading again if someone wrote
 * first. `change` returns undefined for no change. Returns the subscription as written, or
 * undefined when nothing was (no such user, or no change).
 */
export async function changeSubscription(
  userId: string,
  change: (current: SubscriptionRecord) => SubscriptionRecord | undefined,
  also: Step[] = [],
): Promise<SubscriptionRecord | undefined> {
  for (let attempt = 1; ; attempt++) {
    const current = await readSubscription(userId);
    const next = current && change(current);
    if (!current || !next) return undefined;
    const read = current.version ?? 0;
    const written = { ...next, version: read + 1 };
    try {
      await transact([
        ...also,
        put(
          subscriptionItem(written),
          read === 0 ? 'attribute_not_exists(version)' : 'version = :read',
          () => new ChangedMeanwhile(),
          read === 0 ? undefined : { ':read': read },
        ),
      ]);
      return written;
    } catch (error) {
      if (!(error instanceof ChangedMeanwhile) || attempt === ATTEMPTS) throw error;
    }
  }
}
