import { getEwayBill } from '@app/shared/api/routes/einvoice/get-eway-bill';
import { requireEInvoiceParts } from '#lib/einvoice/einvoice-requests';
import { ewayView } from '#lib/einvoice/eway-bills';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** Issue 36: the invoice's e-way bill, its transport and whether its goods need one. */
export const handler = defineRoute(getEwayBill, COMPANY_IN_QUERY, async ({ params, membership }) => {
  const { company, voucher } = await requireEInvoiceParts(membership.company_id, params.vouchar_id);
  return { data: ewayView(company, voucher) };
});
