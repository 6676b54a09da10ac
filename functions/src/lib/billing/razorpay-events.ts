import type { SubscriptionRecord } from '#lib/db/subscriptions';
import { readSubscription, subscriptionItem } from '#lib/db/subscriptions';
import { put, transact, type Step } from '#lib/db/transact';
import { subscriptionChange, type RazorpayEvent } from './razorpay';

/** Each event applied is remembered by its id (x-razorpay-event-id), so a retry changes nothing. */
export const webhookEventKey = (eventId: string) => ({ pk: 'WEBHOOK#razorpay', sk: `EVENT#${eventId}` });

class AlreadyApplied extends Error {}
class Superseded extends Error {}

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
    'attribute_not_exists(pk)',
    () => new AlreadyApplied(),
  );

/**
 * Applies a verified Razorpay event once: the event's marker and the user's new subscription are
 * written in one transaction, the marker on condition that the event is new, the subscription on
 * condition that no later event has been applied to it (Razorpay does not promise order). An
 * event about no subscription of ours (another event type, an unknown plan or user) is only
 * remembered. Returns whether the subscription changed.
 */
export async function applyRazorpayEvent(
  eventId: string,
  event: RazorpayEvent,
  planIds: Readonly<Record<string, string>>,
): Promise<boolean> {
  const change = subscriptionChange(event, planIds);
  const current = change && (await readSubscription(change.userId));
  const eventAt = new Date(event.created_at * 1000).toISOString();
  try {
    if (!change || !current) {
      await transact([eventMarker(eventId, event, 'ignored')]);
      return false;
    }
    if (current.provider_event_at && current.provider_event_at > eventAt) {
      await transact([eventMarker(eventId, event, 'superseded')]);
      return false;
    }
    const next: SubscriptionRecord = {
      ...current,
      plan: change.plan,
      status: change.status,
      current_period_end: change.periodEnd,
      provider_subscription_id: change.subscriptionId,
      provider_event_at: eventAt,
      updated_at: new Date().toISOString(),
    };
    await transact([
      eventMarker(eventId, event, 'applied'),
      put(
        subscriptionItem(next),
        'attribute_not_exists(provider_event_at) OR provider_event_at <= :at',
        () => new Superseded(),
        { ':at': eventAt },
      ),
    ]);
    return true;
  } catch (error) {
    if (error instanceof AlreadyApplied) return false;
    // A later event won the race: this one is remembered so its retries stop.
    if (error instanceof Superseded) return applyRazorpayEvent(eventId, event, {});
    throw error;
  }
}
