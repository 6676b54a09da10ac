import { saveTransport as route } from '@app/shared/api/routes/einvoice/save-transport';
import { TRANSPORT_MESSAGES } from '@app/shared/einvoice/eway-docs';
import { requireEInvoiceParts } from '#lib/einvoice/einvoice-requests';
import { ewayView } from '#lib/einvoice/eway-bills';
import { saveTransport } from '#lib/einvoice/eway-requests';
import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** Issue 36: keeps how the invoice's goods travel. */
export const handler = defineRoute(route, COMPANY_IN_BODY, async ({ params, body, caller, membership }) => {
  const parts = await requireEInvoiceParts(membership.company_id, params.vouchar_id);
  const voucher = await saveTransport(parts, body, caller.sub);
  return { message: TRANSPORT_MESSAGES.saved, data: ewayView(parts.company, voucher) };
});
