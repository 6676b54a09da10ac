import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client';
import { setStep, type Step } from './transact';

/**
 * Issue 31: what the API checks on every request beyond the token, per user. An ID token lives an
 * hour; this record is read with each request (at most a minute old: http/caller-access.ts), so a
 * change here takes effect within a minute.
 *   disabled: an administrator disabled the user, or the account was deleted
 *   admin: an administrator in our own books, kept in step with the Cognito admin group by the
 *          admin actions (create-user) and `npm run make-admin`; admin routes need both
 * No record: an enabled user who is not an administrator.
 */
export interface AccessRecord {
  disabled?: boolean;
  admin?: boolean;
}

export const ACCESS_SK = 'ACCESS';

export const accessKey = (userId: string) => ({ pk: `USER#${userId}`, sk: ACCESS_SK });

export async function readAccess(userId: string): Promise<AccessRecord> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: accessKey(userId) }));
  return (Item ?? {}) as AccessRecord;
}

/** Sets some of a user's access facts (the record is made if missing), in a transaction with what caused it. */
export const accessStep = (userId: string, fields: Partial<AccessRecord>): Step =>
  setStep(accessKey(userId), { entity: 'access', ...fields });

/**
 * A deleted account's last word: its ID tokens stay valid for up to an hour after Cognito deletes
 * the user, so the record refuses them; it expires (TTL) once no such token can be alive.
 */
export const deletedAccessStep = (userId: string): Step =>
  setStep(accessKey(userId), {
    entity: 'access',
    disabled: true,
    admin: false,
    expires_at: Math.floor(Date.now() / 1000) + 2 * 86_400,
  });
