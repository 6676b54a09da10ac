import { getEInvoice } from '@app/shared/api/routes/einvoice/get-einvoice';
import { einvoiceView, requireEInvoiceParts } from '#lib/einvoice/einvoice-requests';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** Issue 36: the invoice's e-invoice JSON, what stops it from leaving, and its IRN. */
export const handler = defineRoute(getEInvoice, COMPANY_IN_QUERY, async ({ params, membership }) => {
  const parts = await requireEInvoiceParts(membership.company_id, params.vouchar_id);
  return { data: einvoiceView(parts) };
});
