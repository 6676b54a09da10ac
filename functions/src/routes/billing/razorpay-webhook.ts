import { razorpayWebhook } from '@app/shared/api/routes/billing/razorpay-webhook';
import { applyRazorpayEvent } from '#lib/billing/razorpay-events';
import { razorpayEventSchema, razorpaySignatureValid } from '#lib/billing/razorpay';
import { razorpayWebhookSecret } from '#lib/billing/razorpay-secrets';
import { UnauthorizedError, ValidationError } from '#lib/errors';
import { defineRoute } from '#lib/http/define-route';

/**
 * Razorpay's subscription events (issue 20). The signature is checked over the exact bytes
 * received before anything in them is read; an unsigned or wrongly signed request gets 401 and
 * changes nothing. A signed event is applied once (a retry answers 200 with applied: false).
 */
export const handler = defineRoute(razorpayWebhook, {}, async ({ event }) => {
  const raw = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8').toString('utf8');
  if (!razorpaySignatureValid(raw, event.headers['x-razorpay-signature'], await razorpayWebhookSecret())) {
    throw new UnauthorizedError('Invalid webhook signature');
  }
  const eventId = event.headers['x-razorpay-event-id'];
  if (!eventId) throw new ValidationError('The x-razorpay-event-id header is missing');
  const parsed = razorpayEventSchema.safeParse(JSON.parse(raw));
  if (!parsed.success) throw new ValidationError('Not a Razorpay event');
  return { data: { applied: await applyRazorpayEvent(eventId, parsed.data) } };
});
