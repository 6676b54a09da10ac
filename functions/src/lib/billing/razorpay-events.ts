import { changeSubscription, type SubscriptionRecord } from '#lib/db/subscriptions';
import { NEW_ITEM, put, transact, type Step } from '#lib/db/transact';
import { decidesPlan, userOfSubscription, withProviderState } from './provider-subscription';
import type { RazorpayEvent } from './razorpay';
import { issueTaxInvoice } from './tax-invoices';

/** Each event applied is remembered by its id (x-razorpay-event-id), so a retry changes nothing. */
export const webhookEventKey = (eventId: string) => ({ pk: 'WEBHOOK#razorpay', sk: `EVENT#${eventId}` });

class AlreadyApplied extends Error {}

const eventMarker = (eventId: string, event: RazorpayEvent, outcome: string): Step =>
  put(
    {
      ...webhookEventKey(eventId),
      entity: 'webhook-event',
      event: event.event,
      created_at: new Date(event.created_at * 1000).toISOString(),
      received_at: new Date().toISOString(),
      outcome,
    },
    NEW_ITEM,
    () => new AlreadyApplied(),
  );

/**
 * A provider's news of a subscription at `at`, as the user's next subscription: unless it is about
 * a subscription that no longer decides their plan, or older than news already applied (Razorpay
 * does not promise order), in which case `ignored` says which.
 */
export function newsApplied(
  current: SubscriptionRecord,
  entity: Parameters<typeof withProviderState>[1],
  at: string,
  ignored: (outcome: 'ignored' | 'superseded') => void = () => undefined,
): SubscriptionRecord | undefined {
  if (!decidesPlan(current, entity)) {
    ignored('ignored');
    return undefined;
  }
  if (current.provider_event_at && current.provider_event_at > at) {
    ignored('superseded');
    return undefined;
  }
  return withProviderState(current, entity, at);
}

/**
 * Applies a verified Razorpay event once: the event's marker and the user's new subscription are
 * written in one transaction, the marker on condition that the event is new. An event about no
 * subscription of ours (another event type, an unknown plan or user, a subscription the user no
 * longer pays with), or older than what is applied, is only remembered. A charge gets its tax
 * invoice first (issued once per payment, so a retried event issues nothing twice, and an event
 * that failed half-way is retried by Razorpay until the invoice is there). Returns whether the
 * subscription changed.
 */
export async function applyRazorpayEvent(eventId: string, event: RazorpayEvent): Promise<boolean> {
  const entity = event.payload.subscription?.entity;
  const userId = entity && userOfSubscription(entity);
  const at = new Date(event.created_at * 1000).toISOString();
  const payment = event.payload.payment?.entity;
  if (event.event === 'subscription.charged' && entity && userId && payment)
    await issueTaxInvoice(userId, payment, entity);
  let outcome: 'ignored' | 'superseded' = 'ignored';
  try {
    if (event.event.startsWith('subscription.') && entity && userId) {
      const written = await changeSubscription(
        userId,
        (current) => newsApplied(current, entity, at, (why) => (outcome = why)),
        [eventMarker(eventId, event, 'applied')],
      );
      if (written) return true;
    }
    await transact([eventMarker(eventId, event, outcome)]);
    return false;
  } catch (error) {
    if (error instanceof AlreadyApplied) return false;
    throw error;
  }
}
