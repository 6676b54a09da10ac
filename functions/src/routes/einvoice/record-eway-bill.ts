import { recordEwayBill as route } from '@app/shared/api/routes/einvoice/record-eway-bill';
import { TRANSPORT_MESSAGES } from '@app/shared/einvoice/eway-docs';
import { requireEInvoiceParts } from '#lib/einvoice/einvoice-requests';
import { ewayView } from '#lib/einvoice/eway-bills';
import { recordEwayBill } from '#lib/einvoice/eway-requests';
import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** Issue 36: an e-way bill made on the portal, kept on its invoice. */
export const handler = defineRoute(route, COMPANY_IN_BODY, async ({ params, body, caller, membership }) => {
  const parts = await requireEInvoiceParts(membership.company_id, params.vouchar_id);
  const voucher = await recordEwayBill(parts, body, caller.sub);
  return { message: TRANSPORT_MESSAGES.recorded, data: ewayView(parts.company, voucher) };
});
