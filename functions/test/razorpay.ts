import { createHmac, randomUUID } from 'node:crypto';
import { LOCAL_RAZORPAY } from '../../infra/local/razorpay-local';
import { callLocalApi, type ApiResponse } from './api';

/** The X-Razorpay-Signature Razorpay would send with these bytes: hex HMAC-SHA256 under the webhook secret. */
export const signRazorpay = (rawBody: string, secret: string = LOCAL_RAZORPAY.webhookSecret) =>
  createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');

/** A subscription event as Razorpay sends it (the fields we read, and some we do not). */
export function subscriptionEvent(
  event: string,
  fields: { userId: string; planId: string; status: string; currentEnd: number | null; createdAt: number; id?: string },
) {
  return {
    entity: 'event',
    account_id: 'acc_LocalHisaab01',
    event,
    contains: ['subscription'],
    created_at: fields.createdAt,
    payload: {
      subscription: {
        entity: {
          id: fields.id ?? 'sub_LocalHisaab01',
          entity: 'subscription',
          plan_id: fields.planId,
          status: fields.status,
          current_start: fields.currentEnd === null ? null : fields.currentEnd - 30 * 86_400,
          current_end: fields.currentEnd,
          notes: { user_id: fields.userId },
        },
      },
    },
  };
}

/** Posts the body to the webhook as Razorpay does: raw JSON (or `raw` as given), its signature and an event id. */
export async function deliverRazorpay(
  body: unknown,
  options: { eventId?: string; signature?: string; raw?: string } = {},
): Promise<ApiResponse> {
  const raw = options.raw ?? JSON.stringify(body);
  return callLocalApi('/api/v1/billing/razorpay/webhook', {
    method: 'POST',
    body: raw,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': options.signature ?? signRazorpay(raw),
      'x-razorpay-event-id': options.eventId ?? `evt_${randomUUID()}`,
    },
  });
}
