import { getEInvoiceSettings as route } from '@app/shared/api/routes/einvoice/get-einvoice-settings';
import { getEInvoiceSettings, presentSettings } from '#lib/einvoice/einvoice-settings';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** Issue 36: the company's e-invoicing setting, without the API password. */
export const handler = defineRoute(route, COMPANY_IN_QUERY, async ({ membership }) => ({
  data: presentSettings(await getEInvoiceSettings(membership.company_id)),
}));
