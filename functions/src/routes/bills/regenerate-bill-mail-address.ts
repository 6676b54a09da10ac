import { regenerateBillMailAddress } from '@app/shared/api/routes/bills/regenerate-bill-mail-address';
import { regenerateInbox } from '#lib/bills/mail-settings';
import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** A new bill address for the company; the old one stops working at once. */
export const handler = defineRoute(regenerateBillMailAddress, COMPANY_IN_BODY, async ({ membership }) => ({
  message: 'New bill address made',
  data: await regenerateInbox(membership.company_id),
}));
