import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from '@app/shared/zod';
import { razorpayPaymentSchema, razorpaySubscriptionSchema } from './razorpay-client';

/** Whether `signature` is the hex HMAC-SHA256 of `message` under `secret` (compared in constant time). */
export function hmacValid(message: string, signature: string | undefined, secret: string): boolean {
  if (!signature || !secret) return false;
  const expected = createHmac('sha256', secret).update(message, 'utf8').digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Issue 20: Razorpay subscriptions, the payment provider Indian SaaS use. Razorpay signs each
 * webhook with the secret set in its Dashboard: the X-Razorpay-Signature header is the hex
 * HMAC-SHA256 of the raw body (the exact bytes, never re-serialised JSON); x-razorpay-event-id
 * names the event, the same on every retry, so handling it twice is a no-op.
 */
export const razorpaySignatureValid = (rawBody: string, signature: string | undefined, secret: string) =>
  hmacValid(rawBody, signature, secret);

/**
 * Issue 31: Checkout's signature for a subscription's payment: the hex HMAC-SHA256 of
 * `<payment id>|<subscription id>` under the API key's secret.
 */
export const checkoutSignatureValid = (
  paymentId: string,
  subscriptionId: string,
  signature: string,
  keySecret: string,
) => hmacValid(`${paymentId}|${subscriptionId}`, signature, keySecret);

/** What we read of a webhook event (Razorpay sends much more). */
export const razorpayEventSchema = z.object({
  event: z.string(),
  created_at: z.number(),
  payload: z.object({
    subscription: z.optional(z.object({ entity: razorpaySubscriptionSchema })),
    /** The payment the event is about, when a charge was attempted (subscription.charged). */
    payment: z.optional(z.object({ entity: razorpayPaymentSchema })),
  }),
});
export type RazorpayEvent = z.infer<typeof razorpayEventSchema>;
