import { getBillMailSettings } from '@app/shared/api/routes/bills/get-bill-mail-settings';
import { billMailSettings } from '#lib/bills/mail-settings';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** The company's bill address and allowed senders. */
export const handler = defineRoute(getBillMailSettings, COMPANY_IN_QUERY, async ({ membership }) => ({
  data: await billMailSettings(membership.company_id),
}));
