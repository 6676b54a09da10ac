import { verifyCheckout } from '@app/shared/api/routes/billing/verify-checkout';
import { CHECKOUT_MESSAGES } from '@app/shared/billing/checkout';
import { providerNow, userOfSubscription } from '#lib/billing/provider-subscription';
import { checkoutSignatureValid } from '#lib/billing/razorpay';
import { razorpay } from '#lib/billing/razorpay-client';
import { newsApplied } from '#lib/billing/razorpay-events';
import { razorpayKeySecret } from '#lib/billing/razorpay-secrets';
import { issueTaxInvoice } from '#lib/billing/tax-invoices';
import { subscriptionViewOf } from '#lib/billing/subscription-view';
import { changeSubscription, readSubscription } from '#lib/db/subscriptions';
import { ConflictError, NotFoundError, ValidationError } from '#lib/errors';
import { defineRoute } from '#lib/http/define-route';

/**
 * Issue 31: Checkout's answer. Nothing in it is believed before its signature is checked under
 * the key secret (400 otherwise). The subscription must be the caller's checkout (or already their
 * plan: a retry, or the webhook came first); it is fetched from Razorpay and becomes the caller's
 * plan, unless newer news of it has been applied meanwhile, and the payment gets its tax invoice.
 */
export const handler = defineRoute(verifyCheckout, {}, async ({ body, caller }) => {
  const paymentId = body.razorpay_payment_id;
  const subscriptionId = body.razorpay_subscription_id;
  if (!checkoutSignatureValid(paymentId, subscriptionId, body.razorpay_signature, await razorpayKeySecret())) {
    throw new ValidationError(CHECKOUT_MESSAGES.badSignature);
  }
  const current = await readSubscription(caller.sub);
  if (!current) throw new NotFoundError('User not found');
  const known =
    current.checkout?.subscription_id === subscriptionId || current.provider_subscription_id === subscriptionId;
  if (!known) throw new NotFoundError(CHECKOUT_MESSAGES.unknownCheckout);
  const entity = await razorpay.fetchSubscription(subscriptionId);
  if (userOfSubscription(entity) !== caller.sub) throw new NotFoundError(CHECKOUT_MESSAGES.unknownCheckout);
  if (entity.status === 'created') throw new ConflictError(CHECKOUT_MESSAGES.notPaid);
  const at = providerNow();
  await changeSubscription(caller.sub, (latest) => newsApplied(latest, entity, at));
  // The payment's tax invoice, now rather than when the webhook comes (whichever is first issues it).
  await issueTaxInvoice(caller.sub, await razorpay.fetchPayment(paymentId), entity);
  const view = await subscriptionViewOf(caller.sub);
  return { message: CHECKOUT_MESSAGES.paid(view.plan), data: view };
});
