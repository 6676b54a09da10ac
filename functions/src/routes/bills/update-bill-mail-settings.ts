import { updateBillMailSettings } from '@app/shared/api/routes/bills/update-bill-mail-settings';
import { setAllowedSenders } from '#lib/bills/mail-settings';
import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** Replaces the senders whose mailed bills are read without holding. */
export const handler = defineRoute(updateBillMailSettings, COMPANY_IN_BODY, async ({ body, membership }) => ({
  message: 'Allowed senders saved',
  data: await setAllowedSenders(membership.company_id, body.allowed_senders),
}));
