import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { UserProfile } from '@app/shared/api/users';
import { documentClient, tableName } from './client';
import { directoryKeys } from './directory';
import { asRecord } from './items';
import { notificationItem } from './notifications';
import { NEW_ITEM, put, transact, type Step } from './transact';

/** A user's profile as stored: the API's profile without the derived company list and image URL. */
export type UserRecord = Omit<UserProfile, '_id' | 'companies' | 'image'> & { user_id: string };

export const userKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' });

/** A new user's profile: no picture, no company yet, allowed to create vouchers. */
export function newUserRecord(
  user: Pick<UserRecord, 'user_id' | 'email' | 'name' | 'phone' | 'user_type'>,
): UserRecord {
  return {
    ...user,
    image_key: null,
    created_at: new Date().toISOString(),
    user_settings: {
      current_company_id: null,
      permissions: { create_vouchers: true },
      last_login: null,
      last_login_device: null,
      last_login_ip: null,
    },
  };
}

export async function getUser(userId: string): Promise<UserRecord | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: userKey(userId) }));
  return asRecord(Item) as UserRecord | undefined;
}

/** A new profile (never over an existing one) and its welcome notice, for a transaction. */
export const newProfileSteps = (user: UserRecord): Step[] => [
  put(
    { ...userKey(user.user_id), ...directoryKeys('USERS', user.email, user.user_id), entity: 'user', ...user },
    NEW_ITEM,
  ),
  put(
    notificationItem(user.user_id, {
      title: 'Welcome to Hisaab',
      description: 'Create your first company to start keeping its books.',
      type: 'info',
    }),
  ),
];

/**
 * Creates the profile, with a welcome notice, once. Cognito may deliver a trigger more than once,
 * so an existing profile is left as it is (and no second notice) and reported as not created.
 */
export async function createUserIfMissing(user: UserRecord): Promise<boolean> {
  try {
    await transact(newProfileSteps(user));
    return true;
  } catch (error) {
    if (
      error instanceof TransactionCanceledException &&
      error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed'
    ) {
      return false;
    }
    throw error;
  }
}

async function updateUser(userId: string, set: Record<string, unknown>) {
  const names = Object.keys(set);
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKey(userId),
      UpdateExpression: `SET ${names.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#f${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:v${i}`, set[name]])),
    }),
  );
}

export async function setCurrentCompany(userId: string, companyId: string | null) {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKey(userId),
      UpdateExpression: 'SET user_settings.current_company_id = :company',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':company': companyId },
    }),
  );
}

/**
 * The session facts the profile's Settings tab shows: when, from which device and address. A
 * profile made before the admin directory existed gets its directory keys here too. (A disabled
 * user never gets here: the API refuses them on every route, http/middleware/identify-caller.ts.)
 */
export async function recordLogin(userId: string, email: string, login: { at: string; device: string; ip: string }) {
  const directory = directoryKeys('USERS', email, userId);
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKey(userId),
      UpdateExpression:
        'SET user_settings.last_login = :at, user_settings.last_login_device = :device, user_settings.last_login_ip = :ip, dirpk = if_not_exists(dirpk, :dirpk), dirsk = if_not_exists(dirsk, :dirsk)',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: {
        ':at': login.at,
        ':device': login.device,
        ':ip': login.ip,
        ':dirpk': directory.dirpk,
        ':dirsk': directory.dirsk,
      },
    }),
  );
}

export async function updateProfile(userId: string, profile: Pick<UserRecord, 'name' | 'phone' | 'image_key'>) {
  await updateUser(userId, {
    name: profile.name,
    phone: profile.phone,
    image_key: profile.image_key,
    updated_at: new Date().toISOString(),
  });
}
