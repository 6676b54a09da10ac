/**
 * Razorpay on this machine (issues 20 and 31): no call leaves it. The local Razorpay emulator
 * (razorpay/) holds these plans and keys, and signs its webhooks with this secret, as Razorpay
 * does with the one set in its Dashboard; tests sign their own sample events with it too.
 */
export const LOCAL_RAZORPAY = {
  keyId: 'rzp_test_HisaabLocal01',
  keySecret: 'hisaab-local-razorpay-key-secret',
  webhookSecret: 'hisaab-local-razorpay-webhook-secret',
  /** A Razorpay plan per plan and period (their amounts are the plan table's, with GST). */
  plans: {
    starter: { monthly: 'plan_LocalStarterMo', yearly: 'plan_LocalStarterYr' },
    professional: { monthly: 'plan_LocalProfessMo', yearly: 'plan_LocalProfessYr' },
    enterprise: { monthly: 'plan_LocalEnterprMo', yearly: 'plan_LocalEnterprYr' },
  },
} as const;

/** Hisaab as the supplier on its local tax invoices (a GSTIN of the right form, issued to nobody). */
export const LOCAL_SELLER = {
  name: 'Hisaab Software Private Limited',
  gstin: '29AAGCH4321K1ZG',
  address: ['3rd Floor, 42 Residency Road', 'Bengaluru 560025'],
  state: 'Karnataka',
  email: 'billing@hisaab.local',
};

/** The settings the handlers read to reach the emulator and issue invoices (as CDK sets them in AWS). */
export const localBillingSettings = (apiUrl: string) => ({
  HISAAB_SELLER: JSON.stringify(LOCAL_SELLER),
  RAZORPAY_API_URL: apiUrl,
  RAZORPAY_KEY_ID: LOCAL_RAZORPAY.keyId,
  RAZORPAY_KEY_SECRET: LOCAL_RAZORPAY.keySecret,
  RAZORPAY_WEBHOOK_SECRET: LOCAL_RAZORPAY.webhookSecret,
  RAZORPAY_PLANS: JSON.stringify(LOCAL_RAZORPAY.plans),
});
