import { optional } from '#lib/config';

/**
 * Razorpay's settings (issues 20 and 31), read lazily like the rest of config.ts but kept here,
 * so only the billing functions' bundles carry them. Its webhook secret (set in its Dashboard)
 * and the API key's secret are Secrets Manager secrets in AWS, named by their ARNs
 * (razorpay-secrets.ts); on the local stack the values themselves (unset: every webhook is
 * refused as unsigned, and no checkout starts).
 */
export const razorpayConfig = {
  get webhookSecretArn() {
    return optional('RAZORPAY_WEBHOOK_SECRET_ARN');
  },
  get webhookSecret() {
    return optional('RAZORPAY_WEBHOOK_SECRET') ?? '';
  },
  get keySecretArn() {
    return optional('RAZORPAY_KEY_SECRET_ARN');
  },
  get keySecret() {
    return optional('RAZORPAY_KEY_SECRET') ?? '';
  },
  /** The API key's id (public: Checkout is opened with it). */
  get keyId() {
    return optional('RAZORPAY_KEY_ID') ?? '';
  },
  /** Razorpay's API: api.razorpay.com in AWS, the local emulator here. */
  get apiUrl() {
    return optional('RAZORPAY_API_URL') ?? 'https://api.razorpay.com';
  },
  /** Razorpay's plan ids per plan and period, as JSON: {"professional":{"monthly":"plan_Nx...","yearly":"plan_Ny..."}}. */
  get plans(): string {
    return optional('RAZORPAY_PLANS') ?? '{}';
  },
};
