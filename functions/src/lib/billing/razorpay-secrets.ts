import { secretValue } from '#lib/secrets';
import { razorpayConfig } from './razorpay-config';

export { SECRET_TTL_MS } from '#lib/secrets';

/**
 * The Razorpay webhook secret. In AWS it is a Secrets Manager secret (set by the operator after the
 * deploy, never in the template or the function's settings); on the local stack, which has no
 * Secrets Manager, it is the RAZORPAY_WEBHOOK_SECRET setting itself.
 */
export function razorpayWebhookSecret(now = Date.now()): Promise<string> {
  const arn = razorpayConfig.webhookSecretArn;
  return arn ? secretValue(arn, now) : Promise.resolve(razorpayConfig.webhookSecret);
}

/** The Razorpay API key's secret (issue 31), kept as the webhook's is: Secrets Manager in AWS, a setting here. */
export function razorpayKeySecret(now = Date.now()): Promise<string> {
  const arn = razorpayConfig.keySecretArn;
  return arn ? secretValue(arn, now) : Promise.resolve(razorpayConfig.keySecret);
}
