import { importEInvoiceResponses } from '@app/shared/api/routes/einvoice/import-einvoice-responses';
import { RESPONSE_MESSAGES } from '@app/shared/einvoice/einvoice-docs';
import { getCompany } from '#lib/db/companies';
import { importPortalResponses } from '#lib/einvoice/portal-responses';
import { NotFoundError } from '#lib/errors';
import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** Issue 36: attaches the IRNs of the portal's response file to their invoices. */
export const handler = defineRoute(importEInvoiceResponses, COMPANY_IN_BODY, async ({ body, caller, membership }) => {
  const company = await getCompany(membership.company_id);
  if (!company) throw new NotFoundError('Company not found');
  const gstin = company.company_settings.tax_details.tin ?? '';
  const data = await importPortalResponses(membership.company_id, gstin, body.file, caller.sub);
  return { message: RESPONSE_MESSAGES.done(data.attached.length, data.refused.length), data };
});
