import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { UserProfile } from '@app/shared/api/users';
import { documentClient, tableName } from './client';

/** A user's profile as stored: the API's profile without the derived company list. */
export type UserRecord = Omit<UserProfile, '_id' | 'companies'> & { user_id: string };

export const userKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' });

export async function getUser(userId: string): Promise<UserRecord | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: userKey(userId) }));
  return Item as (UserRecord & ReturnType<typeof userKey>) | undefined;
}

/**
 * Creates the profile once. Cognito may deliver a trigger more than once, so an existing profile is
 * left as it is and reported as not created.
 */
export async function createUserIfMissing(user: UserRecord): Promise<boolean> {
  try {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...userKey(user.user_id), entity: 'user', ...user },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
