import { updateBillingDetails } from '@app/shared/api/routes/billing/update-billing-details';
import { writeBillingDetails } from '#lib/db/billing-details';
import { defineRoute } from '#lib/http/define-route';

/** Issue 31: the caller's details for the tax invoices issued from now on. */
export const handler = defineRoute(updateBillingDetails, {}, async ({ body, caller }) => {
  await writeBillingDetails(caller.sub, body);
  return { message: 'Billing details saved', data: body };
});
