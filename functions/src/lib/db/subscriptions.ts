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

/** The user's subscription, or undefined for no such user: the profile and the subscription in one read. */
export async function readSubscription(userId: string): Promise<SubscriptionRecord | undefined> {
  const items = await batchGet([userKey(userId), subscriptionKey(userId)], true);
  const stored = items.find((item) => item.sk === 'SUBSCRIPTION');
  if (stored) return stored as unknown as SubscriptionRecord;
  const profile = items.find((item) => item.sk === 'PROFILE');
  return profile ? { user_id: userId, ...newTrial(new Date(String(profile.created_at))) } : undefined;
}

/** The subscription as an item, for a transaction that writes it with something else. */
export const subscriptionItem = (record: SubscriptionRecord) => ({
  ...subscriptionKey(record.user_id),
  entity: 'subscription',
  ...record,
});

export async function writeSubscription(record: SubscriptionRecord) {
  await documentClient().send(new PutCommand({ TableName: tableName(), Item: subscriptionItem(record) }));
}
