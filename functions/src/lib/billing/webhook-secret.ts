import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from '#lib/config';

/** How long a read secret is used before it is read again, so a changed secret takes effect. */
export const SECRET_TTL_MS = 5 * 60 * 1000;

let client: SecretsManagerClient | undefined;
let cached: { value: Promise<string>; readAt: number } | undefined;

/**
 * The Razorpay webhook secret. In AWS it is a Secrets Manager secret (set by the operator after the
 * deploy, never in the template or the function's settings), read at most every 5 minutes per
 * warm function; a failed read is not kept, so the next webhook tries again. On the local stack,
 * which has no Secrets Manager, it is the RAZORPAY_WEBHOOK_SECRET setting itself.
 */
export function razorpayWebhookSecret(now = Date.now()): Promise<string> {
  const arn = config.razorpayWebhookSecretArn;
  if (!arn) return Promise.resolve(config.razorpayWebhookSecret);
  if (cached && now - cached.readAt < SECRET_TTL_MS) return cached.value;
  client ??= new SecretsManagerClient({ region: config.region });
  const value = client.send(new GetSecretValueCommand({ SecretId: arn })).then((secret) => secret.SecretString ?? '');
  const entry = { value, readAt: now };
  cached = entry;
  value.catch(() => {
    if (cached === entry) cached = undefined;
  });
  return value;
}
