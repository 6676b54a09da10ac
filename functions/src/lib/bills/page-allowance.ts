import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { PLAN_LABELS } from '@app/shared/billing/plan-table';
import { billPagesAllowed, standingOf } from '@app/shared/billing/plans';
import {
  allowanceRenewsOn,
  BILL_READING_MESSAGES,
  readingMonth,
  type BillAllowance,
} from '@app/shared/bills/bill-reading';
import { documentClient, tableName } from '#lib/db/client';
import { readSubscription, type SubscriptionRecord } from '#lib/db/subscriptions';
import type { Step } from '#lib/db/transact';

/**
 * Issue 31: the pages of bills read for a subscriber (a company's owner, for all their companies
 * together) in a calendar month, India time: one counter item per owner and month, added to in
 * the same transaction that starts a reading, on condition that the month's allowance holds the
 * new pages. So two readings racing for the last pages cannot both pass, and nothing is listed or
 * summed to know what is used.
 */
export const pageUsageKey = (ownerId: string, month: string) => ({ pk: `USER#${ownerId}`, sk: `BILLPAGES#${month}` });

/** The pages read so far in a month (0 before the first). */
export async function pagesUsed(ownerId: string, month = readingMonth()): Promise<number> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: pageUsageKey(ownerId, month), ConsistentRead: true }),
  );
  return typeof Item?.pages === 'number' ? Item.pages : 0;
}

/** Adds `pages` to the month's count only if the count stays within `allowed` (`failure` otherwise). */
export const reservePages = (
  ownerId: string,
  month: string,
  pages: number,
  allowed: number,
  failure: () => Error,
): Step => ({
  Update: {
    TableName: tableName(),
    Key: pageUsageKey(ownerId, month),
    UpdateExpression: 'ADD pages :pages SET entity = :entity',
    ConditionExpression: 'attribute_not_exists(pages) OR pages <= :room',
    ExpressionAttributeValues: { ':pages': pages, ':room': allowed - pages, ':entity': 'bill-pages' },
  },
  failure,
});

/** Adds pages to the month's count whatever the allowance (a reader that found more pages than counted). */
export const addPages = (ownerId: string, month: string, pages: number): Step => ({
  Update: {
    TableName: tableName(),
    Key: pageUsageKey(ownerId, month),
    UpdateExpression: 'ADD pages :pages SET entity = :entity',
    ExpressionAttributeValues: { ':pages': pages, ':entity': 'bill-pages' },
  },
});

export interface PageAllowance {
  /** The owner's subscription, whose plan (or trial) gives the allowance. */
  subscription: SubscriptionRecord;
  /** Pages a month; null: the plan reads no bills, or is not in force (trial ended, lapsed). */
  allowed: number | null;
  used: number;
  month: string;
}

/** A subscriber's allowance of bill pages this month and what is used of it. */
export async function pageAllowanceOf(ownerId: string, now = new Date()): Promise<PageAllowance | undefined> {
  const month = readingMonth(now);
  const [subscription, used] = await Promise.all([readSubscription(ownerId), pagesUsed(ownerId, month)]);
  if (!subscription) return undefined;
  const inForce = standingOf(subscription, now).writable;
  return { subscription, allowed: inForce ? billPagesAllowed(subscription) : null, used, month };
}

/** The month a reading counted in: when it started (the bill's last change before the reader's). */
export const countedMonth = (bill: { updated_at: string }) => readingMonth(new Date(bill.updated_at));

/** The allowance as the Bills page and the upload show it. */
export function presentAllowance(
  { subscription, allowed, used, month }: PageAllowance,
  now = new Date(),
): BillAllowance {
  const trial = subscription.status === 'trialing';
  const renewsOn = allowanceRenewsOn(month);
  const reason = standingOf(subscription, now).reason;
  let message: string | null = null;
  if (reason) message = BILL_READING_MESSAGES[reason];
  else if (allowed === null) message = BILL_READING_MESSAGES.notIncluded(subscription.plan);
  else if (used >= allowed) message = BILL_READING_MESSAGES.spent(allowed, renewsOn);
  return {
    plan_label: trial ? 'Free trial' : PLAN_LABELS[subscription.plan],
    included: allowed !== null,
    pages_allowed: allowed,
    pages_used: used,
    pages_left: allowed === null ? null : Math.max(0, allowed - used),
    renews_on: renewsOn,
    message,
  };
}
