import { createHmac } from 'node:crypto';
import { nowSeconds, razorpayId, type PaymentEntity, type SubscriptionEntity } from './entities';

/** One webhook the emulator sent, and what the receiver answered (for tests and the log). */
export interface Delivery {
  event: string;
  eventId: string;
  subscriptionId: string | undefined;
  status: number | 'unreachable';
}

/**
 * Razorpay's webhooks, sent as Razorpay sends them: a POST of the event as JSON, signed with the
 * webhook secret (X-Razorpay-Signature: hex HMAC-SHA256 of the exact body) and named by
 * X-Razorpay-Event-Id. Sent one at a time in the order they happened, after the request that
 * caused them has been answered (Razorpay's are asynchronous too); `settled()` waits for the queue.
 */
export class WebhookSender {
  readonly deliveries: Delivery[] = [];
  private queue: Promise<void> = Promise.resolve();
  private pending = 0;

  constructor(
    private readonly target: () => string | undefined,
    private readonly secret: string,
    private readonly accountId: string,
  ) {}

  send(event: string, entities: { subscription?: SubscriptionEntity; payment?: PaymentEntity }) {
    const body = JSON.stringify({
      entity: 'event',
      account_id: this.accountId,
      event,
      contains: Object.keys(entities),
      payload: Object.fromEntries(
        Object.entries(entities).map(([name, entity]) => [name, { entity: structuredClone(entity) }]),
      ),
      created_at: nowSeconds(),
    });
    const eventId = razorpayId('evt');
    this.pending += 1;
    this.queue = this.queue
      .then(() => this.deliver(event, eventId, body, entities.subscription?.id))
      .finally(() => {
        this.pending -= 1;
      });
  }

  /** Resolves once every webhook sent so far has been delivered (or found no receiver). */
  async settled(): Promise<void> {
    while (this.pending > 0) await this.queue;
  }

  private async deliver(event: string, eventId: string, body: string, subscriptionId: string | undefined) {
    const url = this.target();
    let status: Delivery['status'] = 'unreachable';
    if (url) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': createHmac('sha256', this.secret).update(body, 'utf8').digest('hex'),
            'x-razorpay-event-id': eventId,
          },
          body,
        });
        status = response.status;
        await response.arrayBuffer();
      } catch {
        // Nobody listening (the API stopped first): Razorpay would retry later; the emulator notes it.
      }
    }
    this.deliveries.push({ event, eventId, subscriptionId, status });
  }
}
