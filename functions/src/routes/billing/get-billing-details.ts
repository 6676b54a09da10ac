import { getBillingDetails } from '@app/shared/api/routes/billing/get-billing-details';
import { readBillingDetails } from '#lib/db/billing-details';
import { defineRoute } from '#lib/http/define-route';

/** Issue 31: the caller's details for their tax invoices. */
export const handler = defineRoute(getBillingDetails, {}, async ({ caller }) => ({
  data: await readBillingDetails(caller.sub),
}));
