import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelSubscription } from '@app/shared/api/routes/billing/cancel-subscription';
import { getSubscription, type SubscriptionView } from '@app/shared/api/routes/billing/get-subscription';
import { startCheckout } from '@app/shared/api/routes/billing/start-checkout';
import { verifyCheckout } from '@app/shared/api/routes/billing/verify-checkout';
import type { RouteDefinition } from '@app/shared/api/route';
import type { Checkout, CheckoutResult } from '@app/shared/billing/checkout';
import { payAtCheckout } from '@/lib/razorpay-checkout';
import { callApi } from '@/test/api-client-mock';
import { toastTexts } from '@/test/render';
import { renderWithRouter } from '@/test/router';
import { PlanBlock } from './plan-block';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));
// Checkout itself is Razorpay's (the browser tests pay on the local Razorpay's page): here it answers at once.
vi.mock('@/lib/razorpay-checkout', () => ({ payAtCheckout: vi.fn() }));

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
  plan: 'enterprise',
  plan_label: 'Enterprise',
  status: 'active',
  trial_days_left: 0,
  current_period_end: '2027-01-01T00:00:00.000Z',
  companies_allowed: null,
  bill_pages: 150,
  period: 'monthly',
  renewing: true,
};

const showing = async (subscription: SubscriptionView) => {
  callApi.mockResolvedValue(subscription);
  await renderWithRouter(<PlanBlock />);
};

describe('the plan on the Settings tab (issue 20)', () => {
  // A block, not an arrow that returns the mock: vitest would call a returned function after each test.
  beforeEach(() => {
    callApi.mockReset();
  });

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

  it('buys the plan chosen through Checkout, and shows it once the server has checked the payment (issue 31)', async () => {
    const user = userEvent.setup();
    const checkout: Checkout = {
      key_id: 'rzp_test_HisaabLocal01',
      subscription_id: 'sub_Professional01',
      plan: 'professional',
      period: 'yearly',
      name: 'Hisaab',
      description: 'Professional, every year',
      amount: 2596,
      prefill: { name: 'Meena Iyer', email: 'meena@example.in', contact: '+919820012345' },
    };
    const paid: CheckoutResult = {
      razorpay_payment_id: 'pay_Professional01',
      razorpay_subscription_id: 'sub_Professional01',
      razorpay_signature: 'f'.repeat(64),
    };
    const bought = { ...PAID, plan: 'professional' as const, plan_label: 'Professional', period: 'yearly' as const };
    vi.mocked(payAtCheckout).mockResolvedValue(paid);
    let view: SubscriptionView = TRIAL;
    callApi.mockImplementation((route: RouteDefinition) => {
      if (route === getSubscription) return Promise.resolve(view);
      if (route === startCheckout) return Promise.resolve(checkout);
      if (route === verifyCheckout) return Promise.resolve((view = bought));
      return Promise.reject(new Error(`unexpected call to ${route.path}`));
    });
    await renderWithRouter(<PlanBlock />);
    expect(await screen.findByText('₹2,596.00 a year with GST')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy Professional' }));

    await waitFor(() => expect(toastTexts()).toContain('Thank you: you are on the Professional plan.'));
    expect(callApi).toHaveBeenCalledWith(startCheckout, { body: { plan: 'professional', period: 'yearly' } });
    expect(payAtCheckout).toHaveBeenCalledWith(checkout, expect.any(Function));
    expect(callApi).toHaveBeenCalledWith(verifyCheckout, { body: paid });
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Billed').nextSibling).toHaveTextContent('₹2,596.00 a year with GST');
    expect(screen.getByRole('button', { name: 'Your plan' })).toBeDisabled();
  });

  it('cancels a paid plan after asking, and says until when it runs (issue 31)', async () => {
    const user = userEvent.setup();
    let view = PAID;
    callApi.mockImplementation((route: RouteDefinition) =>
      Promise.resolve(route === cancelSubscription ? (view = { ...PAID, cancel_at_period_end: true }) : view),
    );
    await renderWithRouter(<PlanBlock />);
    await user.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    await waitFor(() => expect(toastTexts()).toContain('Your plan is cancelled: it stays until 1 January 2027.'));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText('Ends on').nextSibling).toHaveTextContent('1 Jan 2027');
  });
});
