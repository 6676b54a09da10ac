import {
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminUserGlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_MESSAGES, type AdminUser, type SubscriptionChange } from '@app/shared/api/admin';
import { PLAN_LABELS } from '@app/shared/billing/plan-table';
import { cognitoClient } from '#lib/cognito/client';
import { config } from '#lib/config';
import { accessStep } from '#lib/db/access';
import { readAccount, subscriptionItem, type SubscriptionRecord } from '#lib/db/subscriptions';
import { put, transact } from '#lib/db/transact';
import { ConflictError, NotFoundError } from '#lib/errors';
import type { Caller } from '#lib/http/types';
import { auditEntry } from './admin-audit';
import { adminUser } from './admin-users';

const DAY_MS = 86_400_000;

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
 * Issue 20: an administrator disables a user or enables them again; logged. Disabling: Cognito
 * refuses their sign-in, and signs them out everywhere (their refresh tokens stop working; issue
 * 31); the access record refuses their ID token on every route within a minute
 * (http/caller-access.ts), although it stays valid for up to an hour.
 */
export async function setUserDisabled(admin: Caller, userId: string, disabled: boolean): Promise<AdminUser> {
  if (disabled && userId === admin.sub) throw new ConflictError(ADMIN_MESSAGES.notYourself);
  const { profile } = await accountOf(userId);
  const email = String(profile.email);
  const user = { UserPoolId: config.userPoolId, Username: email };
  if (disabled) {
    await cognitoClient().send(new AdminDisableUserCommand(user));
    await cognitoClient().send(new AdminUserGlobalSignOutCommand(user));
  } else {
    await cognitoClient().send(new AdminEnableUserCommand(user));
  }
  await transact([
    accessStep(userId, { disabled }),
    auditEntry(admin, {
      action: disabled ? 'disable_user' : 'enable_user',
      user_id: userId,
      user_email: email,
      detail: disabled ? 'User disabled: cannot sign in' : 'User enabled again',
    }),
  ]);
  return adminUser(userId);
}
