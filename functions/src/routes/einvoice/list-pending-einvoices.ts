import { listPendingEInvoices } from '@app/shared/api/routes/einvoice/list-pending-einvoices';
import { getCompany } from '#lib/db/companies';
import { getEInvoiceSettings } from '#lib/einvoice/einvoice-settings';
import { pendingEInvoices } from '#lib/einvoice/pending-einvoices';
import { NotFoundError } from '#lib/errors';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** Issue 36: the period's invoices still to be reported, as JSON for the portal's bulk upload. */
export const handler = defineRoute(listPendingEInvoices, COMPANY_IN_QUERY, async ({ query, membership }) => {
  const [company, settings] = await Promise.all([
    getCompany(membership.company_id),
    getEInvoiceSettings(membership.company_id),
  ]);
  if (!company) throw new NotFoundError('Company not found');
  return { data: await pendingEInvoices(company, settings, query) };
});
