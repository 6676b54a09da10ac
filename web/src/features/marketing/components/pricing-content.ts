import type { Plan } from '@app/shared/billing/plan-table';

/** A card's words; what the plan includes comes from the plan table (plan-features.ts). */
interface PlanCopy {
  description: string;
  /** For a visitor not signed in: Starter and Professional sign up; Enterprise talks to sales (spec 2.1). */
  action: { label: string; to: '/signup' | '/contact' };
  popular?: boolean;
}

export const PLAN_COPY: Record<Plan, PlanCopy> = {
  starter: {
    description: 'For a single shop moving off paper and spreadsheets.',
    action: { label: 'Start Free Trial', to: '/signup' },
  },
  professional: {
    description: 'For GST-registered businesses that need tax invoices, reports and a team.',
    action: { label: 'Start Free Trial', to: '/signup' },
    popular: true,
  },
  enterprise: {
    description: 'For groups, distributors and chains with many companies and many bills.',
    action: { label: 'Contact Sales', to: '/contact' },
  },
};
