import type { Plan, PlanName } from '@app/shared/plans';

interface PlanCopy {
  description: string;
  highlights: readonly string[];
  /** Starter and Professional sign up; Enterprise talks to sales (spec 2.1). */
  action: { label: string; to: '/signup' | '/contact' };
  popular?: boolean;
}

export const PLAN_COPY: Record<PlanName, PlanCopy> = {
  Starter: {
    description: 'For a single shop moving off paper and spreadsheets.',
    highlights: [
      'Sales and purchase invoices without GST',
      'Stock tracking with low-stock alerts',
      'Batch and expiry tracking',
      'Customer and supplier ledgers',
    ],
    action: { label: 'Start Free Trial', to: '/signup' },
  },
  Professional: {
    description: 'For GST-registered businesses that need tax invoices and reports.',
    highlights: [
      'Everything in Starter',
      'GST invoices with GSTIN, HSN/SAC and tax rates',
      'Tax summary report',
      'AI data extraction from bills',
    ],
    action: { label: 'Start Free Trial', to: '/signup' },
    popular: true,
  },
  Enterprise: {
    description: 'For groups, distributors and chains with many companies.',
    highlights: [
      'Everything in Professional',
      'Role-based access controls',
      'Priority support and guided onboarding',
      'Help moving your data from Tally or Vyapar',
    ],
    action: { label: 'Contact Sales', to: '/contact' },
  },
};

/** Spec 1: Starter 1 company, Professional up to 2, Enterprise unlimited. */
export function companiesLabel({ maxCompanies }: Plan): string {
  if (maxCompanies === null) return 'Unlimited companies';
  return maxCompanies === 1 ? '1 company' : `Up to ${maxCompanies} companies`;
}

export interface ComparisonRow {
  feature: string;
  values: Record<PlanName, boolean | string>;
}

const all = { Starter: true, Professional: true, Enterprise: true };
const taxOnly = { Starter: false, Professional: true, Enterprise: true };

export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  { feature: 'Companies', values: { Starter: '1', Professional: 'Up to 2', Enterprise: 'Unlimited' } },
  { feature: 'Sales and purchase invoices', values: all },
  { feature: 'Receipts and payments', values: all },
  { feature: 'Products, categories and groups', values: all },
  { feature: 'Real-time stock with low-stock alerts', values: all },
  { feature: 'Batch and expiry tracking', values: all },
  { feature: 'Sales analytics and dashboard', values: all },
  { feature: 'Returns management', values: all },
  { feature: 'GST: GSTIN, HSN/SAC codes and tax rates', values: taxOnly },
  { feature: 'Tax summary report', values: taxOnly },
  { feature: 'AI data extraction from bills', values: taxOnly },
  { feature: 'Role-based access controls', values: { Starter: false, Professional: false, Enterprise: true } },
  { feature: 'Support', values: { Starter: 'E-mail', Professional: 'E-mail and phone', Enterprise: 'Priority' } },
];
