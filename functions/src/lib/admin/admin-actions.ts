import { randomUUID } from 'node:crypto';
import { AdminDisableUserCommand, AdminEnableUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_MESSAGES, type AdminAuditEntry, type AdminUser, type SubscriptionChange } from '@app/shared/api/admin';
import { PLAN_LABELS } from '@app/shared/billing/plan-table';
import { cognitoClient } from '#lib/cognito/client';
import { config } from '#lib/config';
import { tableName } from '#lib/db/client';
import { readAccount, subscriptionItem, type SubscriptionRecord } from '#lib/db/subscriptions';
import { put, transact, type Step } from '#lib/db/transact';
import { userKey } from '#lib/db/users';
import { ConflictError, NotFoundError } from '#lib/errors';
import type { Caller } from '#lib/http/types';
import { adminUser } from './admin-users';

const DAY_MS = 86_400_000;
export const ADMIN_AUDIT_PK = 'ADMINAUDIT';

/** An entry of the administrators' log, written in the transaction of the change it records. */
function auditEntry(admin: Caller, entry: Pick<AdminAuditEntry, 'action' | 'user_id' | 'user_email' | 'detail'>): Step {
  const at = new Date().toISOString();
  return put({
    pk: ADMIN_AUDIT_PK,
    sk: `${at}#${randomUUID()}`,
    entity: 'admin-audit',
    at,
    admin_id: admin.sub,
    admin_email: admin.email ?? '',
    ...entry,
  } satisfies Record<string, unknown> & AdminAuditEntry);
}

async function accountOf(userId: string) {
  const account = await readAccount(userId);
  if (!account) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
  return account;
}

const day = (iso: string) => iso.slice(0, 10);

/** The subscription after the change, and the sentence the log keeps. */
function changed(current: SubscriptionRecord, change: SubscriptionChange, now: Date) {
  if (change.action === 'extend_trial') {
    if (current.status !== 'trialing') {
      throw new ConflictError('This user is on a paid plan: set a plan instead of extending the trial');
    }
    const from = Math.max(Date.parse(current.trial_ends_at), now.getTime());
    const ends = new Date(from + change.days * DAY_MS).toISOString();
    return {
      next: { ...current, trial_ends_at: ends, updated_at: now.toISOString() },
      detail: `Trial extended by ${change.days} ${change.days === 1 ? 'day' : 'days'}, to ${day(ends)}`,
    };
  }
  const until = new Date(now);
  until.setUTCMonth(until.getUTCMonth() + change.months);
  return {
    next: {
      ...current,
      plan: change.plan,
      status: 'active' as const,
      current_period_end: until.toISOString(),
      updated_at: now.toISOString(),
    },
    detail: `Plan set to ${PLAN_LABELS[change.plan]} until ${day(until.toISOString())}`,
  };
}

/** Issue 20: an administrator extends a user's trial or sets their plan; the log keeps it. */
export async function changeUserSubscription(
  admin: Caller,
  userId: string,
  change: SubscriptionChange,
): Promise<AdminUser> {
  const { profile, subscription } = await accountOf(userId);
  const { next, detail } = changed(subscription, change, new Date());
  await transact([
    put(subscriptionItem(next)),
    auditEntry(admin, { action: change.action, user_id: userId, user_email: String(profile.email), detail }),
  ]);
  return adminUser(userId);
}

/**
 * Issue 20: an administrator disables a user (Cognito refuses their sign-in and revokes their
 * access tokens; the API's sign-in record refuses them too) or enables them again; logged.
 */
export async function setUserDisabled(admin: Caller, userId: string, disabled: boolean): Promise<AdminUser> {
  if (disabled && userId === admin.sub) throw new ConflictError(ADMIN_MESSAGES.notYourself);
  const { profile } = await accountOf(userId);
  const email = String(profile.email);
  const Command = disabled ? AdminDisableUserCommand : AdminEnableUserCommand;
  await cognitoClient().send(new Command({ UserPoolId: config.userPoolId, Username: email }));
  await transact([
    {
      Update: {
        TableName: tableName(),
        Key: userKey(userId),
        UpdateExpression: 'SET disabled = :disabled',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':disabled': disabled },
      },
    },
    auditEntry(admin, {
      action: disabled ? 'disable_user' : 'enable_user',
      user_id: userId,
      user_email: email,
      detail: disabled ? 'User disabled: cannot sign in' : 'User enabled again',
    }),
  ]);
  return adminUser(userId);
}
