import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Checkout } from '@app/shared/billing/checkout';
import { payAtCheckout } from './razorpay-checkout';

/**
 * Issue 31: the glue to Razorpay's Checkout (its script's `window.Razorpay`). The browser tests pay
 * through the local Razorpay's real script and page; here a stand-in shows what the glue asks of it.
 */
const CHECKOUT: Checkout = {
  key_id: 'rzp_test_HisaabLocal01',
  subscription_id: 'sub_Professional01',
  plan: 'professional',
  period: 'monthly',
  name: 'Hisaab',
  description: 'Professional, every month',
  amount: 236,
  prefill: { name: 'Meena Iyer', email: 'meena@example.in', contact: '+919820012345' },
};

interface Opened {
  options: Record<string, unknown>;
  failed?: (response: { error: { description: string } }) => void;
}

/** Checkout's script, as far as the glue uses it: what it was opened with, and its listeners. */
function standIn(): Opened[] {
  const opened: Opened[] = [];
  window.Razorpay = class {
    private readonly record: Opened;
    constructor(options: Record<string, unknown>) {
      this.record = { options };
    }
    on(_event: 'payment.failed', listener: Opened['failed']) {
      this.record.failed = listener;
    }
    open() {
      opened.push(this.record);
    }
  };
  return opened;
}

afterEach(() => {
  delete window.Razorpay;
});

describe('Razorpay Checkout in the browser', () => {
  it("opens Checkout with the server's subscription and key, and answers with its handler's payment", async () => {
    const opened = standIn();
    const paying = payAtCheckout(CHECKOUT, vi.fn());
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    const [{ options } = { options: {} }] = opened;
    expect(options).toMatchObject({
      key: 'rzp_test_HisaabLocal01',
      subscription_id: 'sub_Professional01',
      name: 'Hisaab',
      description: 'Professional, every month',
      prefill: CHECKOUT.prefill,
    });
    const answer = {
      razorpay_payment_id: 'pay_1',
      razorpay_subscription_id: 'sub_Professional01',
      razorpay_signature: 'ab',
    };
    (options.handler as (result: typeof answer) => void)(answer);
    expect(await paying).toEqual(answer);
  });

  it('tells a failed attempt and stays open; closed, it answers nothing', async () => {
    const opened = standIn();
    const failures = vi.fn();
    const paying = payAtCheckout(CHECKOUT, failures);
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    const [checkout] = opened;
    checkout?.failed?.({
      error: { description: 'Your payment could not be completed as it was declined by your bank.' },
    });
    expect(failures).toHaveBeenCalledWith('Your payment could not be completed as it was declined by your bank.');
    (checkout?.options.modal as { ondismiss: () => void }).ondismiss();
    expect(await paying).toBeNull();
  });
});
