import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { newTrial, type Subscription } from '@app/shared/billing/plans';
import { documentClient, tableName } from './client';
import { asRecord } from './items';
import { getUser } from './users';

/**
 * Issue 20: a user's subscription, beside their profile. Until a provider reports one, the user is
 * on the trial that began when they signed up (the profile's created_at), so no item is written at
 * sign-up and users who signed up before plans existed start theirs from their sign-up too.
 */
export const subscriptionKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'SUBSCRIPTION' });

export interface SubscriptionRecord extends Subscription {
  user_id: string;
  /** The provider's id of the subscription (Razorpay's sub_...), once there is one. */
  provider_subscription_id?: string;
}

export async function readSubscription(userId: string): Promise<Subscription | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: subscriptionKey(userId), ConsistentRead: true }),
  );
  const stored = asRecord(Item) as SubscriptionRecord | undefined;
  if (stored) return stored;
  const user = await getUser(userId);
  return user ? newTrial(new Date(user.created_at)) : undefined;
}

export async function writeSubscription(record: SubscriptionRecord) {
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...subscriptionKey(record.user_id), entity: 'subscription', ...record },
    }),
  );
}
