/**
 * Razorpay on this machine (issue 20): no call leaves it, so the webhook's secret and plan ids are
 * local values; tests sign their sample events with this secret, as Razorpay signs real ones.
 */
export const LOCAL_RAZORPAY = {
  webhookSecret: 'hisaab-local-razorpay-webhook-secret',
  planIds: {
    plan_local_starter: 'starter',
    plan_local_professional: 'professional',
    plan_local_enterprise: 'enterprise',
  },
} as const;
