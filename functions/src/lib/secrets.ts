import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from '#lib/config';

/** How long a read secret is used before it is read again, so a changed secret takes effect. */
export const SECRET_TTL_MS = 5 * 60 * 1000;

let client: SecretsManagerClient | undefined;
const cache = new Map<string, { value: Promise<string>; readAt: number }>();

/**
 * A secret's value from Secrets Manager, read at most every 5 minutes per warm function; a failed
 * read is not kept, so the next call tries again. The secrets set by the operator after a deploy
 * (Razorpay's, the IRP's) are read through it.
 */
export function secretValue(arn: string, now: number): Promise<string> {
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
