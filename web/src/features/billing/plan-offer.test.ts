import { describe, expect, it } from 'vitest';
import type { SubscriptionView } from '@app/shared/api/routes/billing/get-subscription';
import { planOffer } from './plan-offer';

const TRIAL: SubscriptionView = {
  plan: 'professional',
  plan_label: 'Professional',
  status: 'trialing',
  trial_ends_at: '2026-12-10T10:00:00.000Z',
  trial_days_left: 14,
  current_period_end: null,
  writable: true,
  message: null,
  companies_owned: 1,
  companies_allowed: 2,
  tax: true,
  bill_pages: 25,
  team: true,
  period: null,
  renewing: false,
  cancel_at_period_end: false,
  scheduled_change: null,
};
const PAID: SubscriptionView = {
  ...TRIAL,
  status: 'active',
  trial_days_left: 0,
  current_period_end: '2027-01-01T00:00:00.000Z',
  bill_pages: 50,
  period: 'yearly',
  renewing: true,
};

describe('what a plan is to a subscriber (issue 31)', () => {
  it('is bought through Checkout on the trial, with its price and GST', () => {
    expect(planOffer(TRIAL, 'professional', 'yearly')).toEqual({
      kind: 'buy',
      label: 'Buy Professional',
      note: '₹2,596.00 a year with GST',
    });
    expect(planOffer(TRIAL, 'starter', 'monthly').note).toBe('₹118.00 a month with GST');
  });

  it('is switched to on a paid plan: a higher plan at once, a lower one or another period from the renewal', () => {
    expect(planOffer(PAID, 'professional', 'yearly')).toEqual({
      kind: 'current',
      label: 'Your plan',
      note: 'Renews on 1 Jan 2027',
    });
    expect(planOffer(PAID, 'enterprise', 'yearly')).toEqual({
      kind: 'switch',
      when: 'now',
      label: 'Switch to Enterprise',
      note: 'At once: the rest of this period is charged the difference',
    });
    expect(planOffer(PAID, 'starter', 'yearly')).toEqual({
      kind: 'switch',
      when: 'later',
      label: 'Switch to Starter',
      note: 'From 1 Jan 2027, ₹1,298.00 a year with GST',
    });
    expect(planOffer(PAID, 'professional', 'monthly')).toMatchObject({ kind: 'switch', when: 'later' });
  });

  it('shows a change already waiting, and nothing to have while a cancelled plan runs out', () => {
    const scheduled = {
      ...PAID,
      scheduled_change: {
        plan: 'starter' as const,
        plan_label: 'Starter',
        period: 'yearly' as const,
        at: PAID.current_period_end ?? '',
      },
    };
    expect(planOffer(scheduled, 'starter', 'yearly')).toMatchObject({ kind: 'scheduled', label: 'Starts 1 Jan 2027' });
    expect(planOffer({ ...PAID, cancel_at_period_end: true }, 'enterprise', 'yearly')).toEqual({
      kind: 'closed',
      label: 'From 1 Jan 2027',
      note: 'Your Professional plan is cancelled and ends on 1 January 2027: choose a plan again from that day.',
    });
  });
});
