import { generateEwayBill as route } from '@app/shared/api/routes/einvoice/generate-eway-bill';
import { TRANSPORT_MESSAGES } from '@app/shared/einvoice/eway-docs';
import { requireEInvoiceParts } from '#lib/einvoice/einvoice-requests';
import { ewayView } from '#lib/einvoice/eway-bills';
import { generateEwayBill } from '#lib/einvoice/eway-requests';
import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** Issue 36: the e-way bill for the invoice's IRN, made by the IRP. */
export const handler = defineRoute(route, COMPANY_IN_BODY, async ({ params, caller, membership }) => {
  const parts = await requireEInvoiceParts(membership.company_id, params.vouchar_id);
  const voucher = await generateEwayBill(parts, caller.sub);
  return {
    message: TRANSPORT_MESSAGES.generated(voucher.eway_bill?.number ?? ''),
    data: ewayView(parts.company, voucher),
  };
});
