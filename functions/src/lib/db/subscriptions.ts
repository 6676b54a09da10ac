import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { newTrial, type Subscription } from '@app/shared/billing/plans';
import { batchGet } from './batch';
import { documentClient, tableName } from './client';
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

export async function writeSubscription(record: SubscriptionRecord) {
  await documentClient().send(new PutCommand({ TableName: tableName(), Item: subscriptionItem(record) }));
}
