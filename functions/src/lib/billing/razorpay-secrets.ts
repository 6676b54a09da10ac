import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from '#lib/config';
import { razorpayConfig } from './razorpay-config';

/** How long a read secret is used before it is read again, so a changed secret takes effect. */
export const SECRET_TTL_MS = 5 * 60 * 1000;

let client: SecretsManagerClient | undefined;
const cache = new Map<string, { value: Promise<string>; readAt: number }>();

/**
 * A secret's value from Secrets Manager, read at most every 5 minutes per warm function; a failed
 * read is not kept, so the next call tries again.
 */
function secretValue(arn: string, now: number): Promise<string> {
  const cached = cache.get(arn);
  if (cached && now - cached.readAt < SECRET_TTL_MS) return cached.value;
  client ??= new SecretsManagerClient({ region: config.region });
  const value = client.send(new GetSecretValueCommand({ SecretId: arn })).then((secret) => secret.SecretString ?? '');
  const entry = { value, readAt: now };
  cache.set(arn, entry);
  value.catch(() => {
    if (cache.get(arn) === entry) cache.delete(arn);
  });
  return value;
}

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
