import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { razorpayKeySecret, razorpayWebhookSecret, SECRET_TTL_MS } from './razorpay-secrets';

const ARN = 'arn:aws:secretsmanager:ap-south-1:123456789012:secret:RazorpayWebhookSecret-AbCdEf';
const secretsManager = mockClient(SecretsManagerClient);
const localSecret = process.env.RAZORPAY_WEBHOOK_SECRET;

describe('the Razorpay secrets', () => {
  afterEach(() => {
    secretsManager.reset();
    delete process.env.RAZORPAY_WEBHOOK_SECRET_ARN;
    delete process.env.RAZORPAY_KEY_SECRET_ARN;
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

  it("keeps the API key's secret apart from the webhook's, each read by its own ARN (issue 31)", async () => {
    const keyArn = 'arn:aws:secretsmanager:ap-south-1:123456789012:secret:RazorpayKeySecret-GhIjKl';
    process.env.RAZORPAY_WEBHOOK_SECRET_ARN = ARN;
    process.env.RAZORPAY_KEY_SECRET_ARN = keyArn;
    secretsManager
      .on(GetSecretValueCommand, { SecretId: ARN })
      .resolves({ SecretString: 'whsec_webhook' })
      .on(GetSecretValueCommand, { SecretId: keyArn })
      .resolves({ SecretString: 'rzp_key_secret' });
    const later = 1_900_000_000_000;
    expect(await razorpayKeySecret(later)).toBe('rzp_key_secret');
    expect(await razorpayWebhookSecret(later)).toBe('whsec_webhook');
  });
});
