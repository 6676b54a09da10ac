import * as z from '../../../zod';
import type { RouteDefinition } from '../../route';
import { THROTTLES } from '../../throttles';

/**
 * Razorpay's subscription webhook (issue 20): public, proved by its signature over the raw body
 * (X-Razorpay-Signature), applied once per event (x-razorpay-event-id). The body is read by the
 * handler after the signature is checked, so nothing of an unsigned request is looked at.
 */
export const razorpayWebhook = {
  method: 'POST',
  path: '/api/v1/billing/razorpay/webhook',
  handler: 'routes/billing/razorpay-webhook',
  auth: 'public',
  body: z.unknown(),
  data: z.object({ applied: z.boolean() }),
  throttle: THROTTLES.webhook,
} as const satisfies RouteDefinition;
