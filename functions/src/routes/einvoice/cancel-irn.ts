import { cancelIrn } from '@app/shared/api/routes/einvoice/cancel-irn';
import { cancelRegistration, einvoiceView, requireEInvoiceParts } from '#lib/einvoice/einvoice-requests';
import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** Issue 36: cancels the invoice's IRN on the IRP, then the invoice in the books. */
export const handler = defineRoute(cancelIrn, COMPANY_IN_BODY, async ({ params, body, caller, membership }) => {
  const parts = await requireEInvoiceParts(membership.company_id, params.vouchar_id);
  const { voucher, message } = await cancelRegistration(parts, body, membership, caller.sub);
  return { message, data: einvoiceView({ ...parts, voucher }) };
});
