import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { razorpayWebhookSecret, SECRET_TTL_MS } from './webhook-secret';

const ARN = 'arn:aws:secretsmanager:ap-south-1:123456789012:secret:RazorpayWebhookSecret-AbCdEf';
const secretsManager = mockClient(SecretsManagerClient);
const localSecret = process.env.RAZORPAY_WEBHOOK_SECRET;

describe('the Razorpay webhook secret', () => {
  afterEach(() => {
    secretsManager.reset();
    delete process.env.RAZORPAY_WEBHOOK_SECRET_ARN;
    if (localSecret === undefined) delete process.env.RAZORPAY_WEBHOOK_SECRET;
    else process.env.RAZORPAY_WEBHOOK_SECRET = localSecret;
  });

  it('is the local setting where no Secrets Manager secret is named (the local stack)', async () => {
    expect(process.env.RAZORPAY_WEBHOOK_SECRET_ARN).toBeUndefined();
    process.env.RAZORPAY_WEBHOOK_SECRET = 'local-webhook-secret';
    expect(await razorpayWebhookSecret()).toBe('local-webhook-secret');
    expect(secretsManager.calls()).toHaveLength(0);
  });

  it('is read from Secrets Manager in AWS, once per 5 minutes, and a failed read is tried again', async () => {
    process.env.RAZORPAY_WEBHOOK_SECRET_ARN = ARN;
    secretsManager
      .on(GetSecretValueCommand, { SecretId: ARN })
      .rejectsOnce(new Error('Rate exceeded'))
      .resolvesOnce({ SecretString: 'whsec_first' })
      .resolves({ SecretString: 'whsec_changed' });
    const start = 1_800_000_000_000;
    await expect(razorpayWebhookSecret(start)).rejects.toThrow('Rate exceeded');
    expect(await razorpayWebhookSecret(start + 1_000)).toBe('whsec_first');
    expect(await razorpayWebhookSecret(start + 1_000 + SECRET_TTL_MS - 1)).toBe('whsec_first');
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(2);
    // Changed by the operator: taken up once the 5 minutes are over.
    expect(await razorpayWebhookSecret(start + 1_000 + SECRET_TTL_MS)).toBe('whsec_changed');
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(3);
  });
});
