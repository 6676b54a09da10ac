import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionView } from '@app/shared/api/routes/billing/get-subscription';
import { callApi } from '@/test/api-client-mock';
import { renderWithRouter } from '@/test/router';
import { PlanBlock } from './plan-block';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

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
};

const showing = async (subscription: SubscriptionView) => {
  callApi.mockResolvedValue(subscription);
  await renderWithRouter(<PlanBlock />);
};

describe('the plan on the Settings tab (issue 20)', () => {
  beforeEach(() => callApi.mockReset());

  it("shows the trial's days left, its end, the companies it covers and GST", async () => {
    await showing(TRIAL);
    expect(await screen.findByText('Free trial: 14 days left')).toBeInTheDocument();
    expect(screen.getByText('Trial ends').nextSibling).toHaveTextContent('10 Dec 2026');
    expect(screen.getByText('Companies').nextSibling).toHaveTextContent('1 of 2');
    expect(screen.getByText('Tax (GST) features').nextSibling).toHaveTextContent('Included');
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });

  it('says why nothing new may be posted once the trial has ended', async () => {
    const message =
      'Your free trial has ended: choose a plan on /pricing to add new vouchers. The books stay readable and exportable.';
    await showing({ ...TRIAL, trial_days_left: 0, writable: false, message });
    expect(await screen.findByText('Trial ended')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('shows a paid Enterprise plan with unlimited companies', async () => {
    await showing({
      ...TRIAL,
      plan: 'enterprise',
      plan_label: 'Enterprise',
      status: 'active',
      current_period_end: '2027-01-01T00:00:00.000Z',
      companies_owned: 3,
      companies_allowed: null,
    });
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Paid until').nextSibling).toHaveTextContent('1 Jan 2027');
    expect(screen.getByText('Companies').nextSibling).toHaveTextContent('3 (unlimited)');
  });
});
