import * as z from '@app/shared/zod';
import { CHECKOUT_MESSAGES } from '@app/shared/billing/checkout';
import { razorpayConfig } from './razorpay-config';
import { BadGatewayError, ConflictError } from '#lib/errors';
import { logger } from '#lib/logger';
import { razorpayKeySecret } from './razorpay-secrets';

/**
 * Issue 31: the one Razorpay client, its subscriptions and payments API as plain HTTPS with the
 * key id and secret as basic auth. In AWS it talks to api.razorpay.com; on the local stack (and in
 * tests) to the local Razorpay emulator at RAZORPAY_API_URL, which answers in Razorpay's shapes.
 */
export const razorpaySubscriptionSchema = z.object({
  id: z.string(),
  plan_id: z.string(),
  status: z.string(),
  /** Unix seconds; null until the first charge. */
  current_start: z.nullable(z.optional(z.number())),
  current_end: z.nullable(z.optional(z.number())),
  /** Set when Hisaab creates it: whose it is. */
  notes: z.optional(z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())])),
  has_scheduled_changes: z.optional(z.boolean()),
  change_scheduled_at: z.nullable(z.optional(z.number())),
});
export type RazorpaySubscription = z.infer<typeof razorpaySubscriptionSchema>;

export const razorpayPaymentSchema = z.object({
  id: z.string(),
  /** In the currency's smallest unit (paise). */
  amount: z.int(),
  currency: z.string(),
  status: z.string(),
  method: z.nullable(z.optional(z.string())),
  email: z.nullable(z.optional(z.string())),
  contact: z.nullable(z.optional(z.string())),
  /** The subscription's invoice the payment settled, when Razorpay made one. */
  invoice_id: z.nullable(z.optional(z.string())),
  created_at: z.number(),
});
export type RazorpayPayment = z.infer<typeof razorpayPaymentSchema>;

const errorSchema = z.object({ error: z.object({ code: z.string(), description: z.string() }) });

const UNREACHABLE = 'Razorpay could not be reached. Please try again in a minute.';

/**
 * Calls Razorpay. Its refusal (a 4xx: a state it cannot change, a subscription paid by UPI Autopay
 * that cannot be updated) is the caller's 409 in its words; an answer we cannot use, or none,
 * is a 502 that may be tried again.
 */
async function call<T extends z.ZodMiniType>(
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  schema: T,
  body?: unknown,
): Promise<z.infer<T>> {
  const auth = Buffer.from(`${razorpayConfig.keyId}:${await razorpayKeySecret()}`).toString('base64');
  let response: Response;
  try {
    response = await fetch(`${razorpayConfig.apiUrl}/v1${path}`, {
      method,
      headers: {
        authorization: `Basic ${auth}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    logger.error('razorpay unreachable', { path, error: (error as Error).message });
    throw new BadGatewayError(UNREACHABLE);
  }
  const json = (await response.json().catch(() => undefined)) as unknown;
  const refusal = errorSchema.safeParse(json);
  if (!response.ok) {
    logger.warn('razorpay refused', { path, status: response.status, error: refusal.data?.error });
    // 401 and 403 are our keys at fault, not the request: the caller cannot help it.
    const refused = response.status < 500 && response.status !== 401 && response.status !== 403;
    if (refused && refusal.success) throw new ConflictError(CHECKOUT_MESSAGES.refused(refusal.data.error.description));
    throw new BadGatewayError(UNREACHABLE);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    logger.error('razorpay answered in an unknown shape', { path });
    throw new BadGatewayError(UNREACHABLE);
  }
  return parsed.data;
}

/** How many periods a subscription is made for: ten years, renewed on its own until cancelled. */
const TOTAL_COUNT = { monthly: 120, yearly: 10 } as const;

export const razorpay = {
  createSubscription: (fields: { planId: string; period: keyof typeof TOTAL_COUNT; notes: Record<string, string> }) =>
    call('POST', '/subscriptions', razorpaySubscriptionSchema, {
      plan_id: fields.planId,
      total_count: TOTAL_COUNT[fields.period],
      quantity: 1,
      customer_notify: true,
      notes: fields.notes,
    }),
  fetchSubscription: (id: string) =>
    call('GET', `/subscriptions/${encodeURIComponent(id)}`, razorpaySubscriptionSchema),
  /** `now`: at once (Razorpay charges or credits the difference); `cycle_end`: when the period paid for ends. */
  updateSubscription: (id: string, fields: { planId: string; when: 'now' | 'cycle_end' }) =>
    call('PATCH', `/subscriptions/${encodeURIComponent(id)}`, razorpaySubscriptionSchema, {
      plan_id: fields.planId,
      schedule_change_at: fields.when,
      customer_notify: true,
    }),
  cancelSubscription: (id: string, atCycleEnd: boolean) =>
    call('POST', `/subscriptions/${encodeURIComponent(id)}/cancel`, razorpaySubscriptionSchema, {
      cancel_at_cycle_end: atCycleEnd ? 1 : 0,
    }),
  fetchPayment: (id: string) => call('GET', `/payments/${encodeURIComponent(id)}`, razorpayPaymentSchema),
};
