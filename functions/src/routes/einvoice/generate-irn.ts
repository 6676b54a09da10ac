import { generateIrn } from '@app/shared/api/routes/einvoice/generate-irn';
import { einvoiceView, registerInvoice, requireEInvoiceParts } from '#lib/einvoice/einvoice-requests';
import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** Issue 36: gets the invoice's IRN from the IRP and keeps it on the invoice. */
export const handler = defineRoute(generateIrn, COMPANY_IN_BODY, async ({ params, caller, membership }) => {
  const parts = await requireEInvoiceParts(membership.company_id, params.vouchar_id);
  const { voucher, message } = await registerInvoice(parts, caller.sub);
  return { message, data: einvoiceView({ ...parts, voucher }) };
});
