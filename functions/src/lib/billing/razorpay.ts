import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from '@app/shared/zod';
import { PLANS, type Plan } from '@app/shared/billing/plan-table';
import type { Subscription } from '@app/shared/billing/plans';

/**
 * Issue 20: Razorpay subscriptions, the payment provider Indian SaaS use. Razorpay signs each
 * webhook with the secret set in its Dashboard: the X-Razorpay-Signature header is the hex
 * HMAC-SHA256 of the raw body (the exact bytes, never re-serialised JSON); x-razorpay-event-id
 * names the event, the same on every retry, so handling it twice is a no-op.
 */
export function razorpaySignatureValid(rawBody: string, signature: string | undefined, secret: string): boolean {
  if (!signature || !secret) return false;
  const expected = createHmac('sha256', secret).update(rawBody, 'utf8').digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What we read of a subscription event (Razorpay sends much more). */
export const razorpayEventSchema = z.object({
  event: z.string(),
  created_at: z.number(),
  payload: z.object({
    subscription: z.optional(
      z.object({
        entity: z.object({
          id: z.string(),
          plan_id: z.string(),
          status: z.string(),
          /** Unix seconds. */
          current_end: z.nullable(z.optional(z.number())),
          /** Set when the subscription is created at checkout: whose it is. */
          notes: z.optional(z.record(z.string(), z.unknown())),
        }),
      }),
    ),
  }),
});
export type RazorpayEvent = z.infer<typeof razorpayEventSchema>;

const STATUSES: Record<string, Subscription['status']> = {
  active: 'active',
  authenticated: 'pending',
  pending: 'pending',
  halted: 'halted',
  cancelled: 'cancelled',
  completed: 'completed',
  expired: 'completed',
};

/** A subscription event as the change it makes to a user's subscription, or undefined when it makes none. */
export function subscriptionChange(
  event: RazorpayEvent,
  planIds: Readonly<Record<string, string>>,
):
  | { userId: string; subscriptionId: string; plan: Plan; status: Subscription['status']; periodEnd: string | null }
  | undefined {
  const entity = event.payload.subscription?.entity;
  if (!event.event.startsWith('subscription.') || !entity) return undefined;
  const userId = entity.notes?.user_id;
  const plan = PLANS.find((name) => name === planIds[entity.plan_id]);
  const status = STATUSES[entity.status];
  if (typeof userId !== 'string' || !plan || !status) return undefined;
  return {
    userId,
    subscriptionId: entity.id,
    plan,
    status,
    periodEnd: entity.current_end ? new Date(entity.current_end * 1000).toISOString() : null,
  };
}
