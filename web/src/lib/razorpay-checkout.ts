import type { Checkout, CheckoutResult } from '@app/shared/billing/checkout';
import { onDemand, type OnDemand } from './on-demand';

/**
 * Issue 31: Razorpay Checkout in the browser. Its script comes from the address /config.json
 * names (Razorpay's Checkout.js in AWS, the local Razorpay's stand-in here), loaded the first time
 * a plan is bought, so this code is the same everywhere.
 */
interface RazorpayCheckout {
  open: () => void;
  on: (event: 'payment.failed', listener: (response: { error: { description: string } }) => void) => void;
}

declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayCheckout;
  }
}

let scriptUrl = onDemand('');
let loading: Promise<void> | undefined;

export function configureCheckout(url: OnDemand<string>) {
  scriptUrl = onDemand(url);
}

export const CHECKOUT_UNAVAILABLE = 'Razorpay Checkout could not be loaded. Check your connection and try again.';

function loadCheckout(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= scriptUrl().then(
    (src) =>
      new Promise<void>((resolve, reject) => {
        const script = document.createElement('script');
        script.src = src;
        script.async = true;
        script.onload = () => resolve();
        script.onerror = () => {
          loading = undefined;
          script.remove();
          reject(new Error(CHECKOUT_UNAVAILABLE));
        };
        document.head.append(script);
      }),
  );
  return loading;
}

/**
 * Opens Checkout for a subscription the server started. Resolves with Checkout's answer once the
 * subscriber has paid, or null if they closed it; a failed attempt is told (`onFailure`) while
 * Checkout stays open for another try, as Razorpay's does.
 */
export async function payAtCheckout(
  checkout: Checkout,
  onFailure: (description: string) => void,
): Promise<CheckoutResult | null> {
  await loadCheckout();
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error(CHECKOUT_UNAVAILABLE);
  return new Promise((resolve) => {
    const razorpay = new Razorpay({
      key: checkout.key_id,
      subscription_id: checkout.subscription_id,
      name: checkout.name,
      description: checkout.description,
      prefill: checkout.prefill,
      theme: { color: '#0f766e' },
      handler: (result: CheckoutResult) => resolve(result),
      modal: { ondismiss: () => resolve(null) },
    });
    razorpay.on('payment.failed', (response) => onFailure(response.error.description));
    razorpay.open();
  });
}
