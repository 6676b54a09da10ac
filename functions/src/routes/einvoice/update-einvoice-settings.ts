import { updateEInvoiceSettings } from '@app/shared/api/routes/einvoice/update-einvoice-settings';
import { EINVOICE_SETTING_MESSAGES } from '@app/shared/einvoice/einvoice-settings-docs';
import { presentSettings, saveEInvoiceSettings } from '#lib/einvoice/einvoice-settings';
import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** Issue 36: turns e-invoicing on or off from a date, and keeps the IRP API user. */
export const handler = defineRoute(updateEInvoiceSettings, COMPANY_IN_BODY, async ({ body, caller, membership }) => ({
  message: EINVOICE_SETTING_MESSAGES.saved,
  data: presentSettings(await saveEInvoiceSettings(membership.company_id, body, caller.sub)),
}));
